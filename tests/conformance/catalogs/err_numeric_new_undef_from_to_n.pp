# Numeric.new: Puppet's to_n answers nil for 0 times a power of ten, and the
# result is not a Numeric.
notify { 'ok': message => Numeric('0.5e1') }
notify { 'x': message => Numeric('0e5') }
