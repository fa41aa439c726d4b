define d($path = $title) { notify { "p=${path}": } }
d { '/tmp/x': }
