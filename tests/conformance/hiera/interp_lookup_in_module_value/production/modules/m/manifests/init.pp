class m(String $p) { notify { $p: } }
