# A resource whose type is a variable parses: not run, no error.
$t = "file"
if false { $t { "x": } }
notify { "ok": }
