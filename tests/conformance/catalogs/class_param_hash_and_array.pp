class p(Hash $h = { 'a' => 1 }, Array[String] $l = ['x']) { notify { "${h} ${l}": } }
include p
