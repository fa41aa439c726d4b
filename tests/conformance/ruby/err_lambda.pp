# An error raised by a lambda that a Ruby function calls: at the lambda's line.
$v = lgrb::apply_twice(1) |$x| {
  $y = $x + 1
  fail("lambda fails at ${y}")
}
