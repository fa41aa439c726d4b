notify { 'v': message => String(lookup('db::password')) }
notify { 'u': message => String(lookup('db::user')) }
notify { 'd': message => String(lookup('db::dsn')) }
