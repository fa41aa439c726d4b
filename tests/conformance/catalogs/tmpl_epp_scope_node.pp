$top = 'T'
class incl { notify { 'c': message => epp('tm/x.epp') } }
class early { notify { 'e': message => epp('tm/x.epp') } }
include early
node default {
  $nv = 'N'
  notify { 'i': message => inline_epp('[<%= $nv %>][<%= $top %>]') }
  notify { 'f': message => epp('tm/x.epp') }
  notify { 'r': message => inline_template('[<%= @nv %>][<%= @top %>]') }
  include incl
}
