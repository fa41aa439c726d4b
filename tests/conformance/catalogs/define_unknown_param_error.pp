define d() { }
d { 'a': y => 1 }
