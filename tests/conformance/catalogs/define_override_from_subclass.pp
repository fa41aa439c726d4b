define d($v = 1) { }
class base { d { 'x': } }
class sub inherits base { D['x'] { v => 2 } }
include sub
