$top = 'T'
class t { $port = 8080 $names = ['a', 'b'] file { '/x': content => template('tm/x.erb') } }
include t
