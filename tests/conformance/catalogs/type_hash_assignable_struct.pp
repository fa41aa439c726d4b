# type() of a hash with string keys is a Struct; Hash types take it by size, key and value types
$h = { 'x' => 1, 'y' => true }
$s = type($h)
notify { 'struct in hash':
  message => [$s =~ Type[Hash], $s =~ Type[Hash[String, Any]], $s =~ Type[Hash[String, Integer]],
              $s =~ Type[Hash[String, Scalar, 2, 2]], $s =~ Type[Hash[String, Scalar, 3]],
              $s =~ Type[Hash[Enum['x', 'y'], Data]], $s =~ Type[Hash[Enum['x'], Data]],
              Struct[{'a' => Integer, Optional['b'] => String}] =~ Type[Hash[String, Optional[Scalar]]],
              Struct[{'a' => Integer, Optional['b'] => String}] =~ Type[Hash[String, Scalar]],
              Struct[{'a' => Integer}] <= Hash, Struct[{'a' => Integer}] < Hash[String, Integer, 2]],
}
$opts = { 'mysqld' => { 'port' => 3306 }, 'flag' => 'on' }
$opts.each |$k, $v| {
  if type($v) =~ Type[Hash] { notify { "section ${k}": } } else { notify { "value ${k}": } }
}
