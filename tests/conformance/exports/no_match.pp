# A collector that matches nothing, and a node that exports nothing.
node /^a/ {
  @@notify { 'x': tag => 'red' }
}
node /^b/ {
  Notify <<| tag == 'blue' |>>
  notify { 'local': }
}
