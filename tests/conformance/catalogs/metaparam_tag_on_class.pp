class c { notify { 'x': } }
class { 'c': tag => 'extra' }
