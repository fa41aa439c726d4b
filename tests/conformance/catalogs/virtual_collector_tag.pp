class web { @notify { 'w1': } @notify { 'w2': tag => 'extra' } }
include web
Notify <| tag == 'web' |>
