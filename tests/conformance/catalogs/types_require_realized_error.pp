@notify { 'v':
  require => Package['nope'],
}
Notify <| title == 'v' |>
