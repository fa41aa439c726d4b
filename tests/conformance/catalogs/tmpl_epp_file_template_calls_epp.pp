$top = 'T'
file { '/x': content => epp('tm/outer.epp') }
