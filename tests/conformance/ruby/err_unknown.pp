# Not a function anywhere, Ruby included.
$v = lgrb::nothing_here(1)
