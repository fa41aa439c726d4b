define lgother::thing() {
  notify { "thing ${title} module=${module_name} caller=${caller_module_name}": }
}
