# A declared undef hides the scope's resource default (the parameter is absent),
# whether written, from a variable or from an expression; an undef title default
# sets nothing.
Notify { message => 'default', withpath => true }
$nothing = undef
notify { 'written': message => undef }
notify { 'variable': message => $nothing }
notify { 'expression': message => [][0] }
notify { 'untouched': }
class c {
  File { mode => '0600', owner => 'root' }
  file { '/f': mode => undef }
  file { default: group => undef, owner => 'app'; '/g': owner => undef; '/h': }
}
include c
