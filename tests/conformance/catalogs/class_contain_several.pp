# contain with several classes at once, an array, and a class contained twice
class a { notify { 'in a': } }
class b { notify { 'in b': } }
class c { notify { 'in c': } }
class d { notify { 'in d': } }
class wrapper {
  contain b, a
  contain [c, d]
  contain a
  notify { 'wrapper': }
}
class other {
  require d, c
  include a
}
include wrapper
include other
