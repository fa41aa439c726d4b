# A class body may not end with a value and no other effect.
class conf { $port = 8080
  $port }
include conf
