class tm::sub($v = 1) { }
