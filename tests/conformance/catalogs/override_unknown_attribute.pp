# An override or a collector override naming an attribute the type has not:
# Puppet's error, at the resource's line.
file { '/tmp/x': }
File <| title == '/tmp/x' |> { nosuchattr => 1 }
