# Collectors in a lambda: the query reads the lambda parameter where the collector is.
file { ['/a', '/b', '/c']: }
notify { 'n': }
['/a', '/c'].each |$k| {
  File <| title == $k or path == $k |> -> Notify['n']
  File <| title == $k |> { mode => '0600' }
}
