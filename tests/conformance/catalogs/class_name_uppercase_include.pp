class foo::bar { }
include Foo::Bar
