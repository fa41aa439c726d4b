$top = 'T'
class c { notify { "top ${top} ${::top}": } }
include c
