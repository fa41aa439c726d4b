$top = 'T'
file { '/x': content => epp('tm/x.epp', {'opts' => {'b' => 2, 'a' => 1}}) }
