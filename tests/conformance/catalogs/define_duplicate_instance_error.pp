define d() { }
d { 'a': }
d { 'a': }
