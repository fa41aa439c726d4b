# A selector applies to the whole operator expression on its left, not to and/or.
$r = [
  1 + 1 ? { 2 => 'sum-first', default => 'sel-first' },
  true and false ? { false => 'and-first', default => 'sel-first' },
  1 == 1 ? { true => 'eq-first', default => 'sel-first' },
  !true ? { false => 'not-first', default => 'sel-first' },
  1 < 2 ? { true => 'lt-first', default => 'sel-first' },
  'a' =~ /a/ ? { true => 'match-first', default => 'sel-first' },
  false or true ? { true => 'or-first', default => 'sel-first' },
  -1 ? { -1 => 'neg-first', default => 'sel-first' },
  'b' in ['b'] ? { true => 'in-first', default => 'sel-first' },
  2 * 3 ? { 6 => 'mul-first', default => 'sel-first' },
  [1, 2][0] ? { 1 => 'access-first', default => 'sel-first' },
  1 << 1 ? { 2 => 'shift-first', default => 'sel-first' },
]
notify { 'p': message => $r }
