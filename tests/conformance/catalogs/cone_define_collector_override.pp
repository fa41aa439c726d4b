# A collector override of a define's instance, in a class the key's cone would
# skip, changes what the instance's body declares.
define d($m = '0644') { file { "/tmp/${title}": mode => $m } }
class a { D <| title == 'x' |> { m => '0600' } }
class b { d { 'x': } }
include b
include a
