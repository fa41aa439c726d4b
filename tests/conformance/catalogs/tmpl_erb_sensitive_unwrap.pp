# An ERB template unwraps a Sensitive it reads (a password for a my.cnf)
class secret(Sensitive[String] $password = Sensitive('hunter2')) {
  file { '/root/.my.cnf':
    content => inline_template("password=<%= @password.unwrap %>\nvia scope=<%= scope.lookupvar('secret::password').unwrap %>\nlist=<%= @pair.map { |p| p.unwrap } %>\n"),
  }
}
$pair = [Sensitive('a'), Sensitive(2)]
include secret
