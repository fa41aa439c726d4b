$x = 'a'
file { '/a':
  content => "l1
l2",
}
notify { 'n': message => @(END)
  hello
  | END
}
file { '/b': content => inline_epp('p
<%= 1 -%>
q') }
