class base { file { ['foo', 'fee', 'bar']: } }
class sub inherits base {
  File['foo'] { mode => '0666' }
  File['fee', 'bar'] { owner => 'x' }
}
include sub
