$top = 'T'
file { '/x': content => template('tm/sub/x.erb') }
