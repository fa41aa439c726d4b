class secret(Sensitive[String] $password = Sensitive('hunter2'), String $user = 'u') {
  file { '/etc/app.conf':
    content => inline_epp("user=<%= \$u %>\npassword=<%= \$p %>\n", {'u' => $user, 'p' => $password}),
    mode    => '0600',
  }
  file { '/etc/app.erb':
    content => inline_template("user=<%= @user %> password=<%= @password %>\n"),
  }
  file { '/etc/app.plain': content => inline_epp('<%= $u %>', {'u' => $user}) }
}
include secret
file { '/x': content => Sensitive(inline_epp('a<%= 1 %>')), owner => Sensitive('root') }
notify { 'n': message => Sensitive('m') }
notify { 'u': message => Sensitive('m').unwrap }
