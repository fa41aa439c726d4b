$top = 'T'
file { '/a': content => template('tm/a.erb') }
class t { $flag = true file { '/b': content => template('tm/b.erb') } }
include t
