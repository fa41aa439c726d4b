notify { 'v': message => String(hiera_include('absent')) }
