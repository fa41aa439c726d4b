notify { 'a': }
User <| title == 'nobody' |>
