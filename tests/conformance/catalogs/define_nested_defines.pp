define inner() { notify { "inner ${title}": } }
define outer() { inner { "from ${title}": } }
outer { 'o': }
