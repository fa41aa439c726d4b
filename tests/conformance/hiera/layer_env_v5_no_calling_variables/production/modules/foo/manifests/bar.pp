class foo::bar {
notify { 'k': message => String(lookup('k')) }
}
