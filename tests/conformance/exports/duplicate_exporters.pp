# Two nodes export the same resource: the collector fails on the second.
node /^a/ {
  @@notify { 'same': message => $facts['hostname'] }
}
node /^b/ {
  Notify <<| |>>
}
