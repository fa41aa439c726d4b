define dd() { notify { "d-${title}": message => hiera('d') } }
