$a = Timestamp("2020-01-01T00:00:00 UTC")
notify { "before": }
notify { "x":
  message => $a * 2,
}
