node 'other' { }
node default { notify { 'default': } }
