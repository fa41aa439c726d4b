# A define's mismatches are one error too
define d(String $a, Integer $b) { }
d { "t": a => 1, b => "x" }
