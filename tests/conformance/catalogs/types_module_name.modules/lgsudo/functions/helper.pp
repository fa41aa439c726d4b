function lgsudo::helper() { "module=[${module_name}] caller=[${caller_module_name}]" }
