$top = 'T'
file { '/x': content => epp('tm/x.epp') }
