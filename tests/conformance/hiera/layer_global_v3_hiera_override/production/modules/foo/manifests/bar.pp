class foo::bar {
notify { 'first': message => String(hiera('k', 'none', 'special')) }
notify { 'array': message => String(hiera('k', 'none', ['nothere', 'special'])) }
notify { 'unique': message => String(hiera_array('k', [], 'special')) }
notify { 'hash': message => String(hiera_hash('h', {}, 'special')) }
notify { 'missing': message => String(hiera('k', 'none', 'nothere')) }
}
