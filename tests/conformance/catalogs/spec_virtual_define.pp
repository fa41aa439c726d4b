define d() { notify { "in ${title}": } }
@d { 'v': }
D <| title == 'v' |>
