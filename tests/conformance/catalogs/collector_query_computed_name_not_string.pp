# The name must be a String (Puppet itself fails with an internal error)
$names = ['mode']
file { '/x': ensure => file, mode => '0644' }
File<| $names == '0644' |> { owner => 'root' }
