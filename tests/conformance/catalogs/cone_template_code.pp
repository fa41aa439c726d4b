# Code run inside templates: an EPP template includes a class, an ERB one
# includes another through its scope.
class x { File <| title == '/k1' |> { mode => '0701' } }
class y { File <| title == '/k2' |> { mode => '0702' } }
class a { $s = inline_epp('<% include x %>') }
class c { $t = inline_template('<% scope.call_function("include", ["y"]) %>') }
class b { file { ['/k1', '/k2']: ensure => file } }
include b
include a
include c
