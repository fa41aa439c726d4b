class base { file { '/a': } }
class sub inherits base { $refs = File['/a'] $refs { mode => '0600' } }
include sub
