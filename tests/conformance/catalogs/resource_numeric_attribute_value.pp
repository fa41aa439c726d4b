file { '/x': mode => 644 }
