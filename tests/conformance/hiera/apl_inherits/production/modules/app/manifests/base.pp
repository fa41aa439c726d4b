class app::base(String $x = 'bx') { notify { "x ${x}": } }
