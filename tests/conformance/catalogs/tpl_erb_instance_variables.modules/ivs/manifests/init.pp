class ivs(Optional[String] $x_one = undef, String $x_two = 'b') {
  $x_three = 'c'
  file { '/tmp/ivs': content => template('ivs/list.erb') }
  $x_after = 'not yet set when the template ran'
}
