# A float division that overflows.
$big = 1.0e308
notify { 'over': message => $big / 0.5 }
