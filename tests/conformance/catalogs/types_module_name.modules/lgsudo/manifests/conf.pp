define lgsudo::conf() {
  notify { "conf ${title} module=${module_name} caller=${caller_module_name}": }
}
