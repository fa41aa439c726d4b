# A top-scope variable a hierarchy path interpolates, assigned after a first
# lookup: Puppet interpolates the path again at each lookup.
class other($x) { }
class app($a) { notify { "a=${a}": } }
class late($l) { notify { "l=${l}": } }
include other
$app_role = $other::x
include app
include late
notify { "r=${app_role}": }
