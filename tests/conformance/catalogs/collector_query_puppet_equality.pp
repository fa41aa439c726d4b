# Collector queries compare as Puppet's CollectorTransformer does: tag == v asks the
# tags, != negates plain equality (an array attribute or the tag parameter differs
# from any single value), an absent attribute is undef
define lg::plugin(String $ensure = 'present', $other = undef) { notify { "p ${title}": } }
lg::plugin { 'a': tag => ['x', 'y'] }
lg::plugin { 'b': ensure => 'absent', other => ['m', 'n'] }
lg::plugin { 'c': tag => 'x', other => 'm' }
notify { 'n1': } notify { 'n2': } notify { 'n3': } notify { 'n4': } notify { 'n5': } notify { 'n6': }
Lg::Plugin <| tag != 'x' |> -> Notify['n1']
Lg::Plugin <| other != 'm' |> -> Notify['n2']
Lg::Plugin <| other == 'm' |> -> Notify['n3']
Lg::Plugin <| other == undef |> -> Notify['n4']
Lg::Plugin <| other != undef |> -> Notify['n5']
Lg::Plugin <| tag == 'x' and ensure != 'absent' |> -> Notify['n6']
