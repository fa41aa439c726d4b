class t(Sensitive[String] $p) { notify { "p=${p}": } }
include t
notify { 'sens': message => $t::p }
