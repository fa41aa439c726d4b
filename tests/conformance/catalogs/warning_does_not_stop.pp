warning('careful')
notify { 'after warning': }
