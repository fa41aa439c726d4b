$top = 'T'
file { '/x': content => epp('tm/sub/dir/x.epp') }
