notify { 'before': }
type Marker { }
$m = Marker({})
$is = $m =~ Marker
notify { 'marker': message => "${is} ${m}" }
