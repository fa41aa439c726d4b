# Assigning $name in a class: Puppet's error (it is the class's name).
class app ($port = 8080) { $name = 'svc' }
include app
