# A node-scope variable a hierarchy path interpolates, assigned after a first
# lookup: automatic parameter lookup reads the node scope as it is by then.
class other($x) { }
class app($a) { notify { "a=${a}": } }
class late($l) { notify { "l=${l}": } }
node default {
  include other
  $app_role = $other::x
  include app
  include late
  notify { "r=${app_role}": }
}
