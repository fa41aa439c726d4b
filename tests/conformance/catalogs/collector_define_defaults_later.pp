# A collector looks again at what its query refused: a define instance's defaults
# are set once it is evaluated, and then match (puppet-elasticsearch's plugins)
define lg::plugin(String $ensure = 'present', $other = undef) { notify { "p ${title}": } }
class cfg { notify { 'cfg': } }
include cfg
lg::plugin { 'a': }
lg::plugin { 'b': ensure => 'absent' }
Class['cfg'] -> Lg::Plugin <| ensure == 'present' |>
Lg::Plugin <| ensure == 'absent' |> -> Notify['last']
notify { 'last': }
Lg::Plugin <| other == undef |> -> Notify['last2']
notify { 'last2': }
