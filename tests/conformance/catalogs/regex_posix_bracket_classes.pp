# Ruby's POSIX bracket classes, alone, negated, mixed with ranges, on non-ASCII text.
$subjects = ['a', 'Z', 'é', '5', '_', ' ', "\t", '-', 'x9', '%']
$patterns = {
  'alpha' => /\A[[:alpha:]]+\z/, 'alnum' => /\A[[:alnum:]]+\z/, 'digit' => /[[:digit:]]/,
  'space' => /[[:space:]]/, 'punct' => /[[:punct:]]/, 'xdigit' => /\A[[:xdigit:]]\z/,
  'word' => /\A[[:word:]]+\z/, 'blank' => /[[:blank:]]/, 'not_alpha' => /[[:^alpha:]]/,
  'mixed' => /\A[[:alpha:]0-9_-]+\z/, 'negated' => /\A[^[:space:]%]+\z/,
  'upper' => /[[:upper:]]/, 'lower' => /[[:lower:]]/,
}
$patterns.each |$name, $re| {
  notify { "posix ${name}": message => $subjects.filter |$s| { $s =~ $re } }
}
