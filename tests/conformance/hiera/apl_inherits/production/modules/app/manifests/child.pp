class app::child(String $y = 'cy') inherits app::base { notify { "y ${y}": } }
