define d() { @notify { "v ${title}": } }
d { 'one': }
Notify <| tag == 'd' |>
