$top = 'T'
file { '/x': content => template('/nonexistent/lazygraph/x.erb') }
