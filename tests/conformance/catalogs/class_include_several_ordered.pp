# include / require of several classes: declaration order, tags and containment
class x::one { notify { 'one': } }
class x::two { notify { 'two': } }
class x::three inherits x::two { notify { 'three': } }
class holder {
  include x::three, x::one
  require ['x::two']
}
include holder
