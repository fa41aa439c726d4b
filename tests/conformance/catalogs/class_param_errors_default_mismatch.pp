# Defaults are type-checked with the given values
class c(String $a, Integer $b = "x") { }
class {"c": a => 2 }
