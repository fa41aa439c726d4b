$top = 'T'
file { '/a': content => epp('tm/a.epp') }
file { '/b': content => epp('tm/b.epp') }
