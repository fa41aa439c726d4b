# split with a pattern that does not compile.
$parts = split('a(b', '(')
