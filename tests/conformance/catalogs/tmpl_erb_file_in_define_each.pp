$top = 'T'
define tm::conf($opts) { file { "/${title}": content => template('tm/x.erb') } }
tm::conf { 'c': opts => {'b' => 2, 'a' => 1} }
