notify { 'v': message => String(lookup('raw')) }
notify { 'i': message => String(lookup('interpolated')) }
