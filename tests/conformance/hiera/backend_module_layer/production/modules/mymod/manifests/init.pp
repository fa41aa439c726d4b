class mymod(String $where, String $mod, $other = 'dflt') { notify { "${where} ${mod} ${other}": } }
