node 'a.example.com', 'testnode.example.com' { notify { 'multi': } }
