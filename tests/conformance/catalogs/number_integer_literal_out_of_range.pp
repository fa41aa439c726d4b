# Integer literals beyond Puppet's signed 64-bit range are refused by the lexer.
notify { 'max': message => 9223372036854775807 }
notify { 'over': message => 9223372036854775808 }
