$top = 'T'
file { '/x': content => epp('tm/missing.epp') }
