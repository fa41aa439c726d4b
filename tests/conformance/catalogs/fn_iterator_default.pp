# An Iterator in a resource default: refused where the default is set.
File { mode => ['a'].reverse_each }
file { '/x': }
