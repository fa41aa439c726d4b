notify { 'a': }
notify { 'c': }
Notify['a'] -> Notify <| tag == 'none' |> -> Notify['c']
