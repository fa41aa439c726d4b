#!/usr/bin/env python3
"""Regenerate tests/conformance/settings/NAME.json: the value Puppet 7.23 gives
every setting (as `$settings::NAME` would hold it) when puppetserver's run mode
reads NAME.conf as its puppet.conf, with the command line settings of NAME.args
(one NAME=VALUE a line, `#` comments). Settings an environment gives (modulepath,
manifest, ...) are left out: they are the compile's (tests/test_settings.py).

A case that pins the paths of an installation (confdir, vardir, ...) compares
every setting, defaults included; lazygraph's defaults stand for an AIO
puppetserver, Debian's package (the one installed here) for itself.

    python3 tools/regen_settings_cases.py [NAME ...]
"""
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, 'tests', 'conformance', 'settings')
sys.path.insert(0, ROOT)
from lazygraph.settings import ENVIRONMENT_SETTINGS, table  # noqa: E402

RUBY = r'''
require "puppet"; require "json"
conf, *args = ARGV
Puppet.send(:do_initialize_settings_for_run_mode, :server, ["--config", conf] + args,
            true, true, {})
# Puppet::Parser::Scope#transform_setting, with Infinity written as JSON cannot.
def plain(v)
  case v
  when Float then v.infinite? ? "Infinity" : v
  when String, Integer, true, false, nil then v
  when Array then v.map { |e| plain(e) }
  when Hash then v.map { |k, e| [plain(k), plain(e)] }.to_h
  else v.to_s
  end
end
out = {}
Puppet.settings.each_key do |name|
  next if name == :name
  begin
    out[name] = plain(Puppet.settings.value_sym(name, :production))
  rescue => e
    out[name] = {"error" => e.message}
  end
end
puts JSON.generate(out)
'''


def case_arguments(path):
    """NAME.args as (name, value) pairs."""
    pairs = []
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line and not line.startswith('#'):
                    name, _, value = line.partition('=')
                    pairs.append((name.strip(), value.strip()))
    return pairs


def command_line(pairs):
    """Puppet's own options for the pairs: --NAME / --no-NAME for booleans."""
    args = []
    for name, value in pairs:
        if table()[name]['kind'] == 'boolean' and value.lower() in ('true', 'false'):
            args.append(('--' if value.lower() == 'true' else '--no-') + name)
        else:
            args.append('--%s=%s' % (name, value))
    return args


def main(names):
    for conf in sorted(glob.glob(os.path.join(DIR, '*.conf'))):
        name = os.path.basename(conf)[:-5]
        if names and name not in names:
            continue
        args = command_line(case_arguments(conf[:-5] + '.args'))
        result = subprocess.run(['ruby', '-e', RUBY, conf] + args, capture_output=True,
                                text=True, check=True)
        values = {k: v for k, v in json.loads(result.stdout).items()
                  if k not in ENVIRONMENT_SETTINGS}
        # the puppet.conf's own path depends on the checkout: the test puts it back
        if values.get('config') == conf:
            values['config'] = 'CONF'
        with open(conf[:-5] + '.json', 'w') as f:
            json.dump(values, f, indent=1, sort_keys=True)
            f.write('\n')
        print('%-30s %d settings' % (name, len(values)))


if __name__ == '__main__':
    main(sys.argv[1:])
