class lgrb::template_user(Array[String] $words = ['hello', 'world']) {
  $width = 20
  $where = 'the lab'
  file { '/etc/banner': content => template('lgrb/banner.erb') }
  file { '/etc/plain': content => inline_template("<%= @words.join('+') %> <%= @words.send(:size) %>\n") }
}
