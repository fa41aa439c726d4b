class t {
  [1, 2].each |$i| { notify { "n${i}": message => inline_epp('[<%= $i %>]') } }
  [3].each |$j| { notify { "r${j}": message => inline_template('[<%= @j %>]') } }
  if 'ab' =~ /(b)/ { notify { 'm': message => inline_epp('[<%= $1 %>][<%= $0 %>]') } }
  if 'cd' =~ /(d)/ { notify { 'mr': message => inline_template('[<%= scope["1"] %>]') } }
  if 'ef' =~ /(f)/ { notify { 'mf': message => epp('tm/x.epp') } }
  if 'gh' =~ /(h)/ { notify { 'own': message => inline_epp('<% if "yz" =~ /(z)/ { %><%= $1 %><% } %>[<%= $1 %>]') } }
}
include t
