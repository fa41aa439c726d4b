# A small, realistic manifest: variables, facts, a function, iteration and
# conditionals. `lazygraph eval examples/site.pp --facts examples/facts.json`
# runs it; `lazygraph render examples/site.pp --stage folded` shows the graph.

function site::port_for(String $service) >> Integer {
  case $service {
    'http':  { 80 }
    'https': { 443 }
    /^app-(\d+)$/: { 8000 + Integer($1) }
    default: { fail("no port for ${service}") }
  }
}

type Site::Service = Enum['http', 'https', 'app-1', 'app-2']

$services = ['http', 'https', 'app-1', 'app-2']
$ports = $services.map |Site::Service $s| { site::port_for($s) }
$listen = $ports.filter |$p| { $p >= 443 }.sort

$role = $facts['hostname'] ? {
  /^web/  => 'frontend',
  /^db/   => 'database',
  default => 'generic',
}

if $facts['os']['family'] == 'Debian' {
  $packages = ['nginx', 'ssl-cert']
} else {
  $packages = ['nginx', 'mod_ssl']
}

$motd = @("MOTD"/L)
  This is ${facts['fqdn']} (${role}).
  Listening on ${listen.join(', ')}; \
  packages: ${packages.join(' ')}.
  | MOTD

notice($motd)
$summary = { 'role' => $role, 'listen' => $listen, 'packages' => $packages }
$summary
