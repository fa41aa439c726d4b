$top = 'T'
file { '/a': content => template('tm/x.erb') }
file { '/b': content => epp('tm/x.epp') }
