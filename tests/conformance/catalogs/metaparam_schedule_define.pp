define d() { notify { "in ${title}": } }
d { 'a': schedule => 'daily' }
