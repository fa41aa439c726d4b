class foo::bar {
notify { 'k': message => String(hiera('k')) }
notify { 'm': message => String(hiera('m', 'none')) }
notify { 'p': message => String(hiera('p', 'none')) }
notify { 'j': message => String(lookup('j')) }
}
