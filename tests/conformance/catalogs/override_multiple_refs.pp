class base { file { ['/a', '/b']: } }
class sub inherits base { File['/a', '/b'] { mode => '0600' } }
include sub
