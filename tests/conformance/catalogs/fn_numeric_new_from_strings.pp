# Integer.new, Float.new and Numeric.new from strings: Puppet's Convertible
# patterns first (no underscores, no trailing space), then Ruby's conversions
# (0x, 0b, a leading 0 is octal for Integer and Numeric and decimal for Float,
# blanks after a sign are retried without).
$values = ['0x1f', '0B11', '017', '00', '-12', '+12', '- 12', ' 12', '-0x10',
           '0X1f', '-0', '0xFFFFFFFFFFFFFFF']
$floats = ['1E5', '1.5e3', '0.5', '- 1.5', '- 0x1F', '017', '0b11', '1e-5', ' 1',
           '00', '-0']
$numerics = ['017', '0b11', '- 0x1F', '1.5e3', '0.5', '1e-5', ' 12']
notify { 'integers': message => $values.map |$v| { Integer($v) } }
notify { 'floats': message => $floats.map |$v| { Float($v) } }
notify { 'numerics': message => $numerics.map |$v| { Numeric($v) } }
