# Each node gets its role from Hiera ('role'), the classic roles/profiles layout.
node default {
  $role = lookup('role', String, 'first', 'role::base')
  include $role
}
