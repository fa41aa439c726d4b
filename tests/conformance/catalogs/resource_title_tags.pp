notify { 'Mixed_Case': }
notify { 'has space': }
notify { 'a.b-c': }
