define d() { notify { "d-${title}": } }
[1, 2].each |$i| { d { "i${i}": } }
