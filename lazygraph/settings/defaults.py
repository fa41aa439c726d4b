"""Where a setting's default comes from when nothing sets it: the puppetserver
installation lazygraph stands for, then Puppet's own table.

The installation is Puppet's packages (all-in-one puppet-agent and
puppetserver) on Linux, running as root: puppetserver.conf gives Puppet its
confdir, codedir, vardir, logdir and rundir, and Puppet's AIO defaults hold
where Debian's package (the oracle's) patches them (/etc/puppet,
/var/lib/puppet/ssl, /usr/share/puppet/modules). Settings Puppet computes by a
lambda are given here too (generated table: "computed": true)."""
import json
import os

TABLE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'puppet_settings.json')

INSTALLATION = {
    'confdir': '/etc/puppetlabs/puppet',
    'codedir': '/etc/puppetlabs/code',
    'vardir': '/opt/puppetlabs/server/data/puppetserver',
    'logdir': '/var/log/puppetlabs/puppetserver',
    'rundir': '/var/run/puppetlabs/puppetserver',
    'publicdir': '/opt/puppetlabs/puppet/public',
    'ssldir': '$confdir/ssl',
    'basemodulepath': '$codedir/modules:/opt/puppetlabs/puppet/modules',
    'vendormoduledir': '/opt/puppetlabs/puppet/vendor_modules',
    'cadir': '/etc/puppetlabs/puppetserver/ca',     # no $ssldir/ca left from Puppet 5
    'hiera_config': '$confdir/hiera.yaml',           # no $codedir/hiera.yaml
    'diff_args': '-u',
    'digest_algorithm': 'sha256',                    # not in FIPS mode
    'supported_checksum_types': ['sha256', 'sha384', 'sha512', 'sha224', 'md5'],
}
# A default another setting changes (its hook: Puppet's override_default).
# name -> (setting, its value, the default then)
OVERRIDDEN_DEFAULTS = {'catalog_cache_terminus': ('storeconfigs', True, 'store_configs')}
RUN_MODE = 'server'      # puppetserver's: [server] then [master] then [main]


def load_table():
    """{name: row} of puppet_settings.json, in Puppet's definition order."""
    with open(TABLE_FILE) as f:
        return {row['name']: row for row in json.load(f)}
