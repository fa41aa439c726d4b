notify { 'v': message => String(lookup('m::cfg', Hash, 'deep')) }
