class c { fail('stop here') }
include c
