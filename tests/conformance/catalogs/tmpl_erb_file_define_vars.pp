$top = 'T'
define tm::vh($port) { file { "/${title}": content => template('tm/x.erb') } }
tm::vh { 'a': port => 1 }
