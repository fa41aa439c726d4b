class a { notify { 'a': } }
