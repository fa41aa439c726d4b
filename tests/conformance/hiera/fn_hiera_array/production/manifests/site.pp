notify { 'v': message => String(hiera_array('l')) }
