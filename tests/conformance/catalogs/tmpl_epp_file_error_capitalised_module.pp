$top = 'T'
file { '/x': content => epp('Tm/x.epp') }
