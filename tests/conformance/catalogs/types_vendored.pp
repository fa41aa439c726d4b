# Types of the modules puppet-agent 7 vendors (sshkeys_core, cron_core, ...)
sshkey { 'host1.example.com@ssh-rsa': key => 'AAAAB3', host_aliases => ['host1'] }
sshkey { 'host2.example.com': key => 'AAAAB3', type => 'ssh-ed25519' }
ssh_authorized_key { 'alice@laptop': user => 'alice', type => 'ssh-ed25519', key => 'AAAAC3' }
cron { 'backup': command => '/usr/local/bin/backup', hour => 2, minute => 0, user => 'root' }
host { 'db.example.com': ip => '10.0.0.2', host_aliases => ['db'] }
mount { '/mnt/data': ensure => mounted, device => '/dev/sdb1', fstype => 'ext4' }
yumrepo { 'epel': baseurl => 'https://example.com/epel', enabled => '1', gpgcheck => '1' }
augeas { 'sshd': context => '/files/etc/ssh/sshd_config', changes => ['set PermitRootLogin no'] }
selboolean { 'httpd_can_network_connect': value => on, persistent => true }
selmodule { 'mymod': ensure => present }
zfs { 'tank/data': ensure => present, compression => 'on' }
zpool { 'tank': ensure => present, disk => 'sdb' }
zone { 'z1': ensure => running, path => '/zones/z1' }
scheduled_task { 'nightly': command => 'C:\\run.exe', trigger => [{ schedule => daily, start_time => '02:00' }] }
Sshkey { type => 'ssh-rsa' }
sshkey { 'host3': key => 'AAAA' }
