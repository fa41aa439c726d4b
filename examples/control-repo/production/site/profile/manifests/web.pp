class profile::web {
  class { 'webserver':
    admin => lookup('site::admin_email'),
  }
}
