$top = 'T'
class t { $local = 'L' file { '/x': content => epp('tm/x.epp') } }
include t
