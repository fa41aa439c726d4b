class setup { }
class run { }
include setup, run
'setup' -> 'run'
