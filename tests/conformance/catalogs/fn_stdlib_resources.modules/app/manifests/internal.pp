class app::internal {
  assert_private()
  notify { 'internal': message => getparam(File['/etc/app'], 'mode') }
}
