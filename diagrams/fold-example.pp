$a = 2
$b = $a * 3 + $u
if true and $u { notice($b) }
