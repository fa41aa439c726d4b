# A regex literal that does not compile.
notify { 'ok': }
$m = 'a' =~ /(/
