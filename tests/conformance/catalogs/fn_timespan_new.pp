# Timespan() / Timespan.new: seconds, Puppet's default formats or given ones,
# fields, hashes; printed with Puppet's '%D-%H:%M:%S.%-N'
notify { 'new':
  message => [Timespan(3600), Timespan(1.25), Timespan('1-02:03:04'), Timespan('02:03:04.123'),
              Timespan(1, 2, 3, 4), Timespan(1, 2, 3, 4, 5, 6, 7), Timespan(1, 0, 0, 0, 5),
              Timespan(0, 0, 0, 0, 0, 0, 1500), Timespan({ days => 1, hours => 2, negative => true }),
              Timespan({ string => '3:00', format => '%H:%M' }), Timespan('100', '%S'),
              Timespan.new(90), Timespan('-1:00:00'), Timespan('12'), Timespan(0),
              Timespan('1:00', ['%H:%M', '%M:%S']), Timespan(-90), Timespan(1.0000000005),
              Timespan('  5', '%_3S'), Timespan('7:05', '%M:%S')],
}
$d = Timespan(90123.5)
notify { 'strftime':
  message => [$d.strftime('%D days %H:%M:%S.%L'), $d.strftime('%H hours'), strftime($d, '%M:%S.%3N'),
              $d.strftime('%-H|%_5S|%N|%6N|%%'), $d.strftime('%D'), Timespan(-90).strftime('%H:%M'),
              Timespan(3.25).strftime('%S.%L|%S.%-L|%S.%_L|%S.%5N'), $d.strftime('%S seconds'),
              $d.strftime('%L'), Timespan(0.000123).strftime('%N|%-N|%3N')],
}
notify { 'conversions':
  message => [Integer($d), Float($d), Numeric($d), String($d), Integer(Timespan(-1.5)),
              Integer(Timestamp('2020-01-01T00:00:00 UTC')), Float(Timestamp('2020-01-01T00:00:00.5 UTC'))],
}
