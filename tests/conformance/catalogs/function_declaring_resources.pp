function mk(String $n) { notify { "fn ${n}": } }
mk('a')
