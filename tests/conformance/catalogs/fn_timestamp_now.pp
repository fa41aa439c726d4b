# Timestamp() and Timestamp.new() are the current time (puppetlabs-apt: daily updates)
$now = Timestamp()
$t = Integer(Timestamp().strftime("%s"))
notify { "t": message => [$t > 1700000000, type($now) =~ Type[Timestamp], Timestamp.new() > Timestamp("2020-01-01"), $now - Timestamp.new() < 5] }
