class c { nope() }
include c
