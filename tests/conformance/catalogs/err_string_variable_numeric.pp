$x = 1
notify { "x":
  message => "value $9b",
}
