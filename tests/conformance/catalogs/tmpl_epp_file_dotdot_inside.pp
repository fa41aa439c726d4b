$top = 'T'
file { '/x': content => epp('tm/sub/../x.epp') }
