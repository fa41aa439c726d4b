$top = 'T'
file { '/x': content => template('tm/a.erb', 'tm/b.erb') }
