$top = 'T'
file { '/x': content => template('tm/missing.erb') }
