notify { 'Has Upper': }
notify { 'ünïcode': }
notify { '-dash': }
notify { '_under': }
