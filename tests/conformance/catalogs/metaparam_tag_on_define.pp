define d() { notify { "in ${title}": } }
d { 'a': tag => ['t1', 't2'] }
