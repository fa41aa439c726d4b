# Integer() of a string keeps a number beyond 64 bits (Ruby's Integer), String()
# prints it; set as an attribute it is Puppet's Runtime3Converter error, at the
# attribute.
$big = Integer('99999999999999999999')
notify { 'printed':
  message => String($big),
}
notify { 'set':
  message => ['fine', { 'k' => $big }],
}
