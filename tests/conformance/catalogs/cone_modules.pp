# Classes in modules: a params class included early by an unrelated profile,
# later inherited by the key's class; a template reading class variables.
node default {
  include profile::monitor
  include profile::db
  include profile::web
}
