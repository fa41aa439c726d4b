# A resource keeps a metaparameter it sets itself (false included); an undef
# one is not set, so the container's reaches it
define d {
  notify { "own ${title}": noop => false, loglevel => 'err' }
  notify { "undef ${title}": noop => undef }
  notify { "plain ${title}": }
}
d { 'x': noop => true, loglevel => 'warning', tag => 'dt' }
