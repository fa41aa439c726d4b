class mod { define thing() { notify { "thing ${title}": } } }
include mod
mod::thing { 'x': }
