# Missing values and type mismatches are one error, in parameter order
class c($m, String $a, $n) { }
class { "c": a => 1 }
