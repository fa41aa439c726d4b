define d($a = 10, $b = undef, $c) { notify { "${title} a=${a} b=${b} c=${c}": } }
d { 'one': a => undef, c => undef }
d { 'two': b => 2, c => 3 }
