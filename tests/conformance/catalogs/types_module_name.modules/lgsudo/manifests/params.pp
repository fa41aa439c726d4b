class lgsudo::params {
  $conf = "${module_name}-${caller_module_name}"
}
