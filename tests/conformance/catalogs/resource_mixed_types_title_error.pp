notify { 1: }
