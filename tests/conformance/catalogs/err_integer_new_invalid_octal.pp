# 09 passes the pattern (digits) and Ruby refuses it as an octal.
notify { 'ok': message => Integer('07') }
notify { 'x': message => Integer('09') }
