define lg::d() {
  notify { "in ${title}":
    require => File['/nope'],
  }
}
lg::d { 'a': }
