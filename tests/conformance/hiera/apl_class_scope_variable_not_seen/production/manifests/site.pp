class outer { $tier = 'gold'
 include t }
include outer
class t(String $p = 'dflt') { notify { "p=${p}": } }
