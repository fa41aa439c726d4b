# `name =>` sets the namevar in the catalog but makes no alias when compiling
file { 'b': name => '/tmp/lg/a' }
file { '/tmp/lg/a': ensure => file }
exec { 'c': name => '/bin/true' }
exec { '/bin/true': }
