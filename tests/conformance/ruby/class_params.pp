# Ruby functions in class parameters, defaults and defined types.
class app (
  Integer $workers = lgrb::double(2),
  Hash $conf = lgrb::profile('app'),
) {
  file { '/etc/app.conf':
    ensure  => file,
    content => "workers=${workers} name=${conf['name']} ports=${conf['ports']}\n",
  }
}
define app::vhost (String $domain) {
  notify { "vhost ${title}": message => lgrb_shout($domain) }
}
include app
app::vhost { 'one': domain => 'example.org' }
