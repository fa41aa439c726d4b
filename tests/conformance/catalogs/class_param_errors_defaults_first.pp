# Defaults are evaluated before missing parameters are reported
class c($m, $x = fail("boom")) { }
include c
