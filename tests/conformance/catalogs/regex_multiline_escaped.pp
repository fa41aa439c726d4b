# A regex literal runs to the next unescaped /, across lines (an extended (?x)
# pattern in a type alias), as Puppet's lexer scans it
type Lg::Minute = Pattern[/(?x)\A(
    \* ( \/ ( [1-5][0-9]?|[6-9] ) )?
  | [1-5]?[0-9]
  )\z/]
$r = /a\/b\\/
notify { "m": message => ["*/5" =~ Lg::Minute, "7" =~ Lg::Minute, "x" =~ Lg::Minute, "a/b\\" =~ $r, 10 / 2 / 5, "${r}"] }
$half = 10 / 2
notify { "div": message => [$half / 5, [8][0] / 2] }
