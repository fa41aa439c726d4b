$top = 'T'
file { '/x': content => template('tm/x.erb') }
