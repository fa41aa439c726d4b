# Lambda parameters use the same rule as class parameters: no trailing comma in the
# outermost access of a type, where a nested one may have it.
$r = [1, 2].map |Array[Integer[0, ], 0] $unused = [], Integer $x| { $x * 2 }
notify { "doubled ${r}": }
$bad = [1].map |Array[Integer, ] $x| { $x }
