# %c of a code point beyond Unicode.
notify { 'a': message => sprintf('%c', 1114111) }
notify { 'b': message => sprintf('%c', 1114112) }
