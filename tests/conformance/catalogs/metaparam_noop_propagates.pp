class c { notify { 'x': } }
class { 'c': noop => true }
