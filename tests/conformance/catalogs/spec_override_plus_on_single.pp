class base { file { '/x': require => File['/a'] } file { ['/a', '/b']: } }
class sub inherits base { File['/x'] { require +> File['/b'] } }
include sub
