# A lambda that does not match the function's block type.
$v = lgrb::with_each({ 'a' => 1 }) |$k| { $k }
