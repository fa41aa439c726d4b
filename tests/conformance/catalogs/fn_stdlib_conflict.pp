package { 'git': ensure => 'latest' }
ensure_resource('package', 'git', { 'ensure' => 'present' })
