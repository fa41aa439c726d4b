# NotUndef[key] in a Struct: a key that must be present though its value may be undef
$t = Struct[{NotUndef["user"] => String, Optional["m"] => Integer, "k" => Integer}]
$u = Struct[{NotUndef["a"] => Optional[String]}]
notify { "y": message => ["${t}", {"user" => "a", "k" => 1} =~ $t, {"k" => 1} =~ $t, {"user" => "a"} =~ $t, $u, {"a" => undef} =~ $u, {} =~ $u, {} =~ Struct[{"a" => Optional[String]}], {"user" => "x", "extra" => 1} =~ $t] }
