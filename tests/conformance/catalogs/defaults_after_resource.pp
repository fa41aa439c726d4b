file { '/a': }
File { owner => 'root' }
file { '/b': }
