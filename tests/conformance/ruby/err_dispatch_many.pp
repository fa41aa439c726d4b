# No dispatch of several matches.
$v = lgrb::double(['a', 'b'])
