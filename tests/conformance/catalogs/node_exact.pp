node 'testnode.example.com' { notify { 'exact': } }
node default { notify { 'default': } }
