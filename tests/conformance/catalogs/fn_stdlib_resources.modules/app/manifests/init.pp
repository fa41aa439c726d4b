class app {
  ensure_packages(['curl', 'git'])
  ensure_resource('file', '/etc/app', { 'ensure' => 'directory', 'mode' => '0755' })
  include app::internal
}
