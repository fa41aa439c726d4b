# virtual and uncollected exported resources are not checked; realized ones are
@notify { 'v': require => Package['nope'] }
@@notify { 'e': before => Service['nope'] }
@notify { 'r': require => Notify['x'] }
notify { 'x': }
realize(Notify['r'])
