class m(String $p = 'dflt') { notify { $p: } }
