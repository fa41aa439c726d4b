define d() { @file { "/d/${title}": } }
d { 'one': }
File <| tag == 'one' |>
