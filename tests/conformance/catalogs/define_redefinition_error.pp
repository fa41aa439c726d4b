define d() { }
define d() { }
