# Even a type: refused when it runs.
$t = File["/a"]
$t { "x": }
