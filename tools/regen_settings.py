#!/usr/bin/env python3
"""Regenerate lazygraph/settings/puppet_settings.json: every setting Puppet 7.23
defines (Puppet.settings), in its definition order, with its kind (the class
of the setting: boolean, duration, file, ...), the puppet.conf section it is
documented in, its raw default (uninterpolated: "$vardir/state"), the allowed
values of enum settings and the target of alias settings.

Defaults Puppet computes by a lambda (certname, hiera_config, cadir, ...) are
written as null with "computed": true: lazygraph/settings/defaults.py gives
them as a puppetserver installation has them. Needs Debian's puppet-agent (Ruby).

    python3 tools/regen_settings.py
"""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(ROOT, 'lazygraph', 'settings', 'puppet_settings.json')
RUBY = r'''
require "puppet"; require "json"; require "tmpdir"
Puppet.initialize_settings([])
def plain(value)
  case value
  when Symbol then value.to_s
  when Array then value.map { |v| plain(v) }
  else value
  end
end
out = []
Puppet.settings.each do |name, setting|
  raw = setting.instance_variable_get(:@default)
  kind = setting.class.name.sub("Puppet::Settings::", "").sub(/Setting$/, "")
  kind = kind.gsub(/([a-z])([A-Z])/, '\1_\2').downcase
  entry = {"name" => name.to_s, "kind" => kind, "section" => setting.section.to_s}
  if raw.is_a?(Proc)
    entry["default"] = nil
    entry["computed"] = true
  else
    entry["default"] = plain(raw)
  end
  entry["values"] = plain(setting.values) if setting.respond_to?(:values)
  entry["alias"] = setting.alias_name.to_s if setting.respond_to?(:alias_name)
  out << entry
end
puts JSON.generate(out)
'''


def main():
    result = subprocess.run(['ruby', '-e', RUBY], capture_output=True, text=True, check=True)
    settings = json.loads(result.stdout)
    with open(TARGET, 'w') as out:
        out.write('[\n%s\n]\n' % ',\n'.join(json.dumps(s, sort_keys=True) for s in settings))
    print('%d settings written to %s' % (len(settings), os.path.relpath(TARGET, ROOT)))


if __name__ == '__main__':
    main()
