class setup { }
class run { }
include setup, run
'Class[setup]' -> 'Class[run]'
notify { 'n': }
'Notify[n]' -> Class['run']
