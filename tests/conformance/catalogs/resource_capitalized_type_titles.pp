# A capitalized type with titles declares resources, as Puppet 7 has it.
Notify { 'x': message => 'm' }
Notify { 'y': }
Notify { message => 'dflt' }
notify { 'z': }
File { '/a': ensure => file }
