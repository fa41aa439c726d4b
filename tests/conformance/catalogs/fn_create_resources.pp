# create_resources: resources in hash order, the defaults argument, defines and classes.
define app::site($port = 80, $root = '/srv') {
  notify { "site ${title}": message => "${root}:${port}" }
}
class web($workers = 1) {
  notify { "workers ${workers}": }
}
$files = {
  '/tmp/b' => { 'ensure' => 'file', 'mode' => '0600' },
  '/tmp/a' => { 'ensure' => 'directory' },
}
create_resources('file', $files, { 'owner' => 'root', 'mode' => '0644' })
create_resources(app::site, { 'one' => { 'port' => 8080 }, 'two' => {} }, { 'root' => '/var/www' })
create_resources('class', { 'web' => { 'workers' => 4 } })
create_resources('@file', { '/tmp/virtual' => { 'ensure' => 'file' } })
File <| title == '/tmp/virtual' |>
create_resources('notify', {})
$r = create_resources('notify', { 'ret' => {} })
notify { 'returned': message => String($r) }
