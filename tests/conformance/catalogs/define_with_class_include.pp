class helper { notify { 'helper': } }
define d() { include helper notify { "d ${title}": } }
d { 'a': }
d { 'b': }
