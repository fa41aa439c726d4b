# what contain and require return
class a { }
class b { }
class c { }
class holder {
  $contained = contain(a, 'b')
  $required = require(c)
  notify { 'values': message => "${contained} ${required}" }
}
include holder
