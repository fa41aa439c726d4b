notify { 'v': message => String(hiera_array('absent', ['d'])) }
