define d::inner($v) {
  if $v == 2 { fail("bad ${title}") }
  notify { "inner ${title}": }
}
define d() {
  d::inner { ["${title}-1", "${title}-2"]: v => 2 }
}
d { 'x': }
