define tm::d($v) { $local = "${v}x" file { "/${title}": content => template('tm/x.erb') } }
