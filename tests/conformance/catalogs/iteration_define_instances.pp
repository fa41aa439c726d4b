define d($v) { notify { "${title}=${v}": } }
{ 'a' => 1, 'b' => 2 }.each |$k, $v| { d { $k: v => $v } }
