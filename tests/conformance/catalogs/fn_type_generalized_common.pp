$vals = {
  a => [1, 2], b => ['a', 'b'], c => ['a', 'bb'], d => [1, 'a'], e => {'a' => 1, 'b' => 2},
  f => [[1], [2]], g => [1, 2.5], h => [], i => {}, j => ['a', undef], k => [true, false],
  l => {1 => 'a', 2 => 'bb'}, m => [/x/, /y/], n => [Integer, String], o => [[1, 'a'], [2, 'b']],
  p => {'a' => [1], 'b' => ['x']}, q => ['abc'], r => [1.5, 2.5], s => ['', 'a'],
}
$vals.each |$k, $v| { notify { $k: message => String(type($v, 'generalized')) } }
