$top = 'T'
file { '/a': content => epp('tm/x.epp', {'v' => 1}) }
file { '/b': content => epp('tm/x.epp', {'v' => 2}) }
