class c { $trusted = 1 }
include c
