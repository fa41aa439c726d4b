class base { file { '/x': } }
class sub inherits base { File['/x'] { require +> File['/y'] } file { '/y': } }
include sub
