notify { 'v': message => String(lookup('cfg', Hash, 'deep')) }
