@notify { 'v1': tag => 'grp' }
notify { 'x': }
Notify['x'] -> Notify <| tag == 'grp' |>
