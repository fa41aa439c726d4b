class b { notify { 'b': } }
