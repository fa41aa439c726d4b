class inner { }
define d() { contain inner }
d { 'x': }
