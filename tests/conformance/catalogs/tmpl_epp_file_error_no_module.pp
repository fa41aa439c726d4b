$top = 'T'
file { '/x': content => epp('nomod/x.epp') }
