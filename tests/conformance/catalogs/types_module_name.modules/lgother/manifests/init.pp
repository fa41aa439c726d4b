class lgother {
  include lgother::inner
  notify { "lgother module=${module_name} caller=[${caller_module_name}] undef=${module_name =~ Undef}": }
}
