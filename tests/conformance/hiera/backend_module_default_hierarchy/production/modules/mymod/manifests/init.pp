class mymod(String $where = 'param default') { notify { $where: } }
