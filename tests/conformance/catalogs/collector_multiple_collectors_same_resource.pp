@notify { 'a': }
Notify <| title == 'a' |> { message => 'first' }
Notify <| title == 'a' |> { withpath => true }
