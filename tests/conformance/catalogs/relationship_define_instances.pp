define d() { }
d { 'one': }
d { 'two': }
D['one'] -> D['two']
