notify { 'a': }

Notify['a'] { tag => 'bad tag!' }
