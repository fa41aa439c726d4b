define d($m = 'orig') { notify { "d ${title} ${m}": } }
@d { 'v': }
D <| |> { m => 'collected' }
