node default { $nodevar = 'nv' include c }
class c { notify { "[${nodevar}]": } }
