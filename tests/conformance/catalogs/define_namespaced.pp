define ns::thing($v = 1) { notify { "${title}=${v}": } }
ns::thing { 't': v => 2 }
