@file { '/a': require => File['/b'] }
file { ['/b', '/c']: }
File <| title == '/a' |> { require +> File['/c'] }
