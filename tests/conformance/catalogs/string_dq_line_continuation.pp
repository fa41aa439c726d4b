# A backslash at the end of a line in a double-quoted string joins the next line
# to it (a long shell command split over lines), as in Puppet
$cmd = "mysql --execute=\"
    SET a = 1; \
    SET b = 2;\"
  "
notify { "joined": message => [$cmd, "a \
b", "e \\
f", "g\
  h", "${cmd} \
end"] }
