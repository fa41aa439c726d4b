@@notify { 'e': }
notify { 'r': }
