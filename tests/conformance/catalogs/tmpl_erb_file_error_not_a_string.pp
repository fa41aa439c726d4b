$top = 'T'
file { '/x': content => template(1) }
