#!/usr/bin/env python3
"""Regenerate lazygraph/catalog/core_types.json: the resource types Puppet 7.23
knows without modules -- the core types, and the types of the modules the
all-in-one puppet-agent vendors (augeas_core, cron_core, ...) -- with their
parameters, properties, key attributes (namevars), title patterns, whether they
are isomorphic, and the metaparameters.

It also writes lazygraph/types/definitions/resource_types.pp, those types as
ARM-7 definitions (lazygraph/types/arm7_form.py); `--definitions-only` writes
just that file from the committed core_types.json, without Ruby.

Needs Debian's puppet-agent (Ruby). Debian's package does not vendor the *_core
modules: put them under VENDORED (default /work/fetched/vendor_modules, one
directory per module, e.g. git archives of puppetlabs/puppetlabs-sshkeys_core).

    python3 tools/regen_core_types.py [--definitions-only]
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(ROOT, 'lazygraph', 'catalog', 'core_types.json')
VENDORED = os.environ.get('LAZYGRAPH_VENDORED_MODULES', '/work/fetched/vendor_modules')
# nagios_core is not vendored by puppet-agent 7, and its types are made by Ruby
# code from tables (NagiosMaker) the reader cannot follow: their data is kept
# here, used only when a module nagios_core is on the modulepath.
NAGIOS = os.environ.get('LAZYGRAPH_NAGIOS_MODULE', '/work/fetched/nagios/nagios_core')
NAGIOS_TYPES = ['nagios_' + t for t in '''command contact contactgroup host hostdependency
    hostescalation hostextinfo hostgroup service servicedependency serviceescalation
    serviceextinfo servicegroup timeperiod'''.split()]
CORE = 'component exec file filebucket group notify package resources schedule service ' \
    'stage tidy user whit'.split()
# module -> the types it defines, as in puppet-agent 7's vendor_modules
VENDORED_TYPES = {
    'augeas_core': ['augeas'], 'cron_core': ['cron'], 'host_core': ['host'],
    'mount_core': ['mount'], 'scheduled_task': ['scheduled_task'],
    'selinux_core': ['selboolean', 'selmodule'],
    'sshkeys_core': ['sshkey', 'ssh_authorized_key'], 'yumrepo_core': ['yumrepo'],
    'zfs_core': ['zfs', 'zpool'], 'zone_core': ['zone'],
}
RUBY = r'''
require "puppet"; require "json"; require "tmpdir"
d = Dir.mktmpdir
Puppet.initialize_settings(["--confdir", d, "--vardir", d, "--codedir", d, "--logdir", d, "--rundir", d])
spec = JSON.parse(STDIN.read)
spec["libs"].each { |l| $LOAD_PATH.unshift(l) }
out = {}
spec["types"].each do |t, mod|
  ty = Puppet::Type.type(t.to_sym)
  raise "type #{t} not found" unless ty
  patterns = ty.title_patterns.map do |re, attrs|
    raise "#{t}: a title pattern with a proc" if attrs.any? { |a| a[1] }
    [re.source, re.options, attrs.map { |a| a[0].to_s }]
  end
  out[t] = {"params" => ty.parameters.map(&:to_s), "properties" => ty.validproperties.map(&:to_s),
            "namevar" => ty.key_attributes.map(&:to_s), "isomorphic" => ty.isomorphic?,
            "title_patterns" => patterns}
  out[t]["module"] = mod if mod
end
out["metaparams"] = Puppet::Type.metaparams.map(&:to_s)
puts JSON.generate(out)
'''


def python_regex(source, options):
    """A Ruby regex as Python reads it: ^ $ match at lines (always, in Ruby),
    Ruby's /m is Python's DOTALL, Ruby's \\Z allows a final newline."""
    flags = '(?m' + ('s' if options & 4 else '') + ')'
    return flags + source.replace(r'\Z', r'(?=\n?\Z)')


def write_definitions():
    """core_types.json -> the shipped ARM-7 definitions (a fresh interpreter, so
    the JSON just written is the one read)."""
    target = os.path.join(ROOT, 'lazygraph', 'types', 'definitions', 'resource_types.pp')
    text = subprocess.run(
        [sys.executable, '-c', 'from lazygraph.types.arm7_form import builtin_definitions; '
         'import sys; sys.stdout.write(builtin_definitions())'],
        cwd=ROOT, capture_output=True, text=True, check=True).stdout
    with open(target, 'w') as f:
        f.write(text)
    print('wrote', target)


def main():
    if '--definitions-only' in sys.argv[1:]:
        write_definitions()
        return
    types = {t: None for t in CORE}
    libs = []
    for module, names in sorted(VENDORED_TYPES.items()):
        lib = os.path.join(VENDORED, module, 'lib')
        if not os.path.isdir(lib):
            raise SystemExit('missing %s: fetch puppetlabs/puppetlabs-%s there' % (lib, module))
        libs.append(lib)
        types.update((name, module) for name in names)
    libs.append(os.path.join(NAGIOS, 'lib'))
    types.update((name, 'nagios_core') for name in NAGIOS_TYPES)
    proc = subprocess.run(['ruby', '-e', RUBY], input=json.dumps({'libs': libs, 'types': types}),
                          capture_output=True, text=True, check=True)
    data = json.loads(proc.stdout)
    for name, info in data.items():
        if name != 'metaparams':
            info['title_patterns'] = [[python_regex(source, options), attrs]
                                      for source, options, attrs in info['title_patterns']]
            if name in NAGIOS_TYPES:
                info['needs_module'] = True
    with open(TARGET, 'w') as f:
        json.dump(data, f, indent=1, sort_keys=True)
    print('wrote', TARGET)
    write_definitions()


if __name__ == '__main__':
    main()
