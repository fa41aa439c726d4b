class base { file { '/a': } }
class sub inherits base { Resource['File', '/a'] { mode => '0600' } }
include sub
