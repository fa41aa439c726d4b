if false { Class <| title == 'a' |> { stage => 'x' } }
notify { 'ok': }
