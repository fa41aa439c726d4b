@user { 'a': groups => ['x', 'y'] }
@user { 'b': groups => 'x' }
@user { 'c': groups => ['z'] }
User <| groups == 'x' |>
