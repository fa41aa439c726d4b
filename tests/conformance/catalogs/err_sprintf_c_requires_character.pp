# %c takes an Integer or a one-character String.
notify { 'a': message => sprintf('%c', 'a') }
notify { 'b': message => sprintf('%c', 'abc') }
