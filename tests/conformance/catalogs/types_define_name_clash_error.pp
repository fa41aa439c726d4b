define lg::d($x = 1) { }
lg::d { 'a': name => 'b' }
lg::d { 'b': }
