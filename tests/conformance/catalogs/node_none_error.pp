node 'other' { notify { 'x': } }
