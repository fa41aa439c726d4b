class c { notify { 'x': } }
class { 'c': loglevel => 'debug' }
