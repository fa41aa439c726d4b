$want = 'b'
@notify { 'a': }
@notify { 'b': }
Notify <| title == $want |>
