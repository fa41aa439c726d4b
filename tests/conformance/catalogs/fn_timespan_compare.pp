# Timespans and Timestamps order and equal each other and numbers as Puppet 7.23:
# TimeData#<=> (an Integer against the whole seconds), a number on the left as Floats
$a = Timestamp('2020-01-01T00:00:00 UTC')
$b = Timestamp('2020-01-02T01:02:03.5 UTC')
$d = $b - $a
notify { 'compare':
  message => [$a < $b, $b <= $a, $d > 60, 60 < $d, $a == $a, $d == $d, $a < 2000000000,
              Timespan(60) == 60, 60 == Timespan(60), Timespan(1.5) == 1.5, Timespan(1.5) == 1,
              1 == Timespan(1.5), 4 < Timespan(4.5), 4 <= Timespan(4.5), Timespan(4.5) > 4,
              Timespan(4.5) >= 4, 4 >= Timespan(4.5), Timespan(4.5) < 4.6, $d == $a, $d != $a,
              $a == 1577836800, $d == 90123.5, $d in [90123.5], Timespan(1) in [1],
              [Timespan(1)] == [1], Timespan(-1.5) < -1, Timespan(1) > 0.5],
}
notify { 'order':
  message => [max($d, Timespan(5)), min($d, Timespan(5)), sort([$d, Timespan(5), Timespan(-1)]),
              sort([$b, $a]), max(3, Timespan(2.5))],
}
notify { 'types':
  message => [$d =~ Timespan[0, 100000], $d =~ Timespan['1-00:00:00', '2-00:00:00'],
              $d =~ Timespan[100000], $d =~ Timespan, $d =~ Numeric, $d =~ Scalar, $d =~ Data,
              $d =~ ScalarData, type(Timespan[1, 2]), Timespan[0], Timespan[default, 10],
              Timespan[{ hours => 1 }, { hours => 2 }], $d =~ Timespan[{ days => 1 }],
              type($d) <= Timespan, Timespan[1, 2] < Timespan[0, 3], $a =~ Timestamp['2019-01-01', '2021-01-01'],
              $a =~ Timestamp['2021-01-01'], Timestamp['2020-01-01', '2021-01-01'],
              type([$d, Timespan(1)], 'generalized')],
}
if $d > 86400 { notify { 'over a day': } }
if $b - $a < 86400 { notify { 'under a day': } }
