@file { '/a': ensure => file }
@file { '/b': ensure => file }
File <| title == '/a' |> { mode => '0600' }
