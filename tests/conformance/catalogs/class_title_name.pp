# $title and $name in a class are its name (lowercase, also in a subclass and
# for a resource-like declaration); a define's are its title.
class foo($x = 1) {
  notify { "foo: ${title} ${name}": }
}
class bar::baz inherits foo { notify { "bar: ${title} ${name} ${foo::title}": } }
class qux { notify { "qux: ${title}": } }
define d() { notify { "d: ${title} ${name}": } }
include foo
include bar::baz
class { '::Qux': }
d { 'one': }
