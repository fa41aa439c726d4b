$top = 'T'
file { '/b': content => template('tm/b.erb') }
file { '/a': content => template('tm/a.erb') }
