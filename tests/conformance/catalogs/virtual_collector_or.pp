@notify { 'a': message => 'x' }
@notify { 'b': message => 'y' }
@notify { 'c': message => 'z' }
Notify <| message == 'x' or title == 'c' |>
