class base { file { '/x': mode => '0644' } }
class sub inherits base { File['/x'] { mode => '0600', owner => 'root' } }
include sub
