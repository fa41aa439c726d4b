# Puppet lexes any $word in a double-quoted string as a variable and refuses an
# illegal name (a nagios command line copied into a string)
$address = "192.0.2.1"
notify { "ok": message => "cost: 5$ and $x::y" }
notify { "check_ssh":
  message => "$USER1/check_ssh -H ${address}",
}
