# A Sensitive nested in a parameter's value is sent in Puppet's rich data form,
# in clear; only a top-level Sensitive is named in sensitive_parameters
define lg_settings(Hash $attrs) {
  notify { "settings ${title}": message => $attrs }
}
lg_settings { 'api': attrs => { 'ticket_salt' => Sensitive('TicketSalt'), 'port' => 5665 } }
notify { 'array': message => [Sensitive('s'), 1] }
notify { 'deep': message => { 'h' => { 'deep' => Sensitive([1, { 'k' => 'v' }]) } } }
notify { 'top': message => Sensitive({ 'a' => 1 }) }
