# A class declared by a function (create_resources, not `class { }` nor include)
# may touch a key: the cone follows it.
class x { File <| title == '/k' |> { mode => '0700' } }
class a { create_resources('class', { 'x' => {} }) }
class b { file { '/k': ensure => file } }
include b
include a
