class extra { notify { 'extra': } }
