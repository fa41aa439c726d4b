include foo::bar
