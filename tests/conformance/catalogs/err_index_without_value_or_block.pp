# index needs a value to find or a block.
notify { 'a': message => index(['a', 'b'], 'b') }
notify { 'b': message => index(['a', 'b']) }
