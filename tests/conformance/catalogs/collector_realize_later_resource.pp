Notify <| tag == 'late' |>
@notify { 'late one': tag => 'late' }
