class web::config {
  file { "${web::confdir}/web.conf":
    content => template('web/web.conf.erb'),
    mode    => '0644',
  }
}
