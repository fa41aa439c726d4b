# An override naming an attribute the type has not: Puppet's error.
file { '/tmp/x': }
File['/tmp/x'] { nosuchattr => 1 }
