class t($def10 = 10, $defundef = undef, $nodef) {
  notify { "${def10}|${defundef}|${nodef}": }
}
class { 't': def10 => undef, defundef => 20, nodef => undef }
