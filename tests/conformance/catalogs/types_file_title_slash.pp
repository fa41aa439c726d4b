# Puppet adds the namevar a file's title gives when it differs from the title
file { '/tmp/lg/dir/': ensure => directory }
file { '/tmp/lg/two//': ensure => directory }
file { '/': }
file { 'c:/temp/': }
file { '/tmp/lg/p': mode => '0644', path => '/tmp/lg/q' }
file { '/tmp/lg/same': path => '/tmp/lg/same' }
file { 'by name': ensure => file, name => '/tmp/lg/by_name' }
file { '/tmp/lg/explicit/': path => '/tmp/lg/explicit/' }
