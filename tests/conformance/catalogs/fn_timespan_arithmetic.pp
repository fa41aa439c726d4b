# Timestamp - Timestamp is a Timespan; Timestamps and Timespans add and subtract
# seconds, a number on the left trades places, Timespans scale and divide
$a = Timestamp('2020-01-01T00:00:00 UTC')
$b = Timestamp('2020-01-02T01:02:03.5 UTC')
$d = $b - $a
notify { 'span': message => $d }
notify { 'both': message => [$d, $a, { 'took' => $d }] }
notify { 'strings': message => "${d} ${a} ${type($d)} ${type($d, 'generalized')} ${[$d]}" }
notify { 'timestamp':
  message => [$a + 60, $a + 1.5, $a - 60, $a + $d, $d + $a, 60 + $a, $b - $d, $a - 0.25],
}
notify { 'timespan':
  message => [$d * 2, 2 * $d, $d * 0.5, $d / 2, $d / 0.5, $d / $d, -$d, $d - 1, 10 - $d,
              $d % 7, $d + 1, $d + Timespan(60), $d - Timespan(3600), Timespan(-7) / 2,
              Timespan(-7) % 2, Timespan(1) * -1.5],
}
