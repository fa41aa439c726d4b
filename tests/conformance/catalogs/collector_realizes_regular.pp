notify { 'a': }
Notify <| |> { message => 'all' }
