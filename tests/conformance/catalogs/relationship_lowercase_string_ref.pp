notify { 'a': }
notify { 'b': }
'notify[a]' -> 'Notify[b]'
