class tm { include tm::sub file { '/x': content => template('tm/x.erb') } }
