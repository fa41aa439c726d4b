# A variable name with a non-ASCII letter.
$ok = 1
$café = 2
