file { '/tmp/lg/a': }
file { '/tmp/lg/b':
  alias => ['/tmp/lg/a'],
}
