@file { '/a': tag => 't' }
File <| tag == 't' |> { require +> File['/b'] }
File <| title == '/a' |> { owner => 'o' }
file { '/b': }
