# A hexadecimal literal beyond the 64-bit range.
$ok = 0x7FFFFFFFFFFFFFFF
notify { 'over': message => 0x10000000000000000 }
