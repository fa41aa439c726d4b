class base { file { '/x': require => [File['/a'], [File['/b']]] } file { ['/a', '/b', '/c']: } }
class sub inherits base { File['/x'] { require +> [File['/c']] } }
include sub
