@notify { 'a': message => bare }
Notify <| message == bare |>
