# $module_name and $caller_module_name in classes, defines and functions of modules
notify { "top module=[${module_name}] caller=[${caller_module_name}] undef=${module_name =~ Undef}": }
include lgother
lgother::thing { 'from-top': }
class local { notify { "local module=[${module_name}] caller=[${caller_module_name}]": } }
include local
