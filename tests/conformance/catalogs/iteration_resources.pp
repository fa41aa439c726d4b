['a', 'b'].each |$n| { notify { "n-${n}": } }
$h = {'x' => 1}
$h.each |$k, $v| { file { "/${k}": mode => "${v}" } }
