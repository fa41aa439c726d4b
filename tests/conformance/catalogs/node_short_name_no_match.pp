node 'testnode' { notify { 'short': } }
node default { notify { 'default': } }
