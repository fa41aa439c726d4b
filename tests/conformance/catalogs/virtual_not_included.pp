@notify { 'v': }
notify { 'r': }
