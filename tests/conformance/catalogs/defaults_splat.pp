$d = { 'owner' => 'root', 'group' => 'wheel' }
File { * => $d }
file { '/x': }
