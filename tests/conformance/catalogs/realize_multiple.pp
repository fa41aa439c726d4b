@notify { 'a': }
@notify { 'b': }
@notify { 'c': }
realize(Notify['a'], [Notify['b']])
