$subjects = ['x', 'y', ']', '[', 'x]', 'ab', 'b', '1', '-']
$regexes = {
  a => /^[[x]]$/, b => /^[a[bc]]$/, c => /^[^a[b]]$/, d => /^[a[^b]]$/, e => /^[[:digit:][x]]$/,
  f => /^[\[x]$/, g => /^[x\]]$/, h => /^[a-c[x-z]]$/,
}
$regexes.each |$k, $r| {
  notify { $k: message => $subjects.filter |$s| { $s =~ $r } }
}
