node default { $tier = 'gold'
 include t }
class t(String $p = 'dflt') { notify { "p=${p}": } }
