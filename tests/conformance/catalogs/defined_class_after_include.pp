class c { }
include c
notify { "defined ${defined(Class['c'])}": }
