class lgother::inner {
  include lgsudo
  notify { "inner module=${module_name} caller=${caller_module_name}": }
}
