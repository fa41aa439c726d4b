class c { notify { 'c': } }
include c
node default { include c }
