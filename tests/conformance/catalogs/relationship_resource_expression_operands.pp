file { '/a': } -> file { '/b': } -> file { '/c': }
