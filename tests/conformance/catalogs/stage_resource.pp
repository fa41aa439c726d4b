stage { 'pre': before => Stage['main'] }
class setup { notify { 's': } }
class { 'setup': stage => 'pre' }
