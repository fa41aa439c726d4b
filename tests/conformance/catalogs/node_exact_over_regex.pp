node /^testnode/ { notify { 'regex': } }
node 'testnode.example.com' { notify { 'exact': } }
