define d($msg = 'default') { notify { "msg ${title} ${msg}": } }
d { 'x': }
D <| title == 'x' |> { msg => 'overridden' }
