class c { notify { 'x': noop => false } }
class { 'c': noop => true }
