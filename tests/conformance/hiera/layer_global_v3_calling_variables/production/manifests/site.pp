include foo::bar
include outer
dd { 'top': }
node default { dd { 'node': } }
notify { 'top': message => String(hiera('k')) }
