notify { ['a', 'b']: }
notify { ['c', 'd']: }
[Notify['a'], Notify['b']] -> [Notify['c'], Notify['d']]
