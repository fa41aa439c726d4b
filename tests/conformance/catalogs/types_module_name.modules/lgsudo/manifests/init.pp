class lgsudo inherits lgsudo::params {
  file { '/etc/sudoers':
    source  => "puppet:///modules/${module_name}/sudoers",
    content => "caller=[${caller_module_name}] param=${conf}",
  }
  lgsudo::conf { 'a': }
  lgother::thing { 'from-lgsudo': }
  notify { "function sees ${lgsudo::helper()}": }
  notify { "lambda sees ${[1].map |$x| { $module_name }}": }
}
