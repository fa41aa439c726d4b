# Collector query values may be access expressions, as in Puppet.
$h = {'a' => 'x'}
@notify { 'x': }
@notify { 'y': }
Notify <| title == $h['a'] |>
