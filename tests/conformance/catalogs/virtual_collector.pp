@user { 'alice': ensure => present, groups => ['admin', 'dev'] }
@user { 'bob': ensure => present, groups => ['dev'] }
User <| groups == 'admin' |>
