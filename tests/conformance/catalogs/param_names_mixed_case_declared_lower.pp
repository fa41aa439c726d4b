# Declaring a mixed-case parameter by its downcased name is an error
class mixed(Boolean $purge_CAs = false) { }
class { 'mixed': purge_cas => true }
