$top = 'T'
class t {
  $local = 'L'

  notify { 'out': message => inline_epp('<%= $facts["hostname"] %> <%= $::fqdn %> <%= $hostname %>') }
}
include t
