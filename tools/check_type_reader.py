#!/usr/bin/env python3
"""Measure the custom type reader against Ruby: for every lib/puppet/type/*.rb
of the modules under MODULES (default /work/fetched/mods, e.g. git archives of
voxpupuli/puppet-rabbitmq, puppetlabs/puppetlabs-mysql ...), Puppet 7 loads
the type and lists its parameters, properties, key attributes, title patterns
and isomorphism; lazygraph's reader must give the same or refuse with an error.
Needs Debian's puppet-agent. Public code is only read, never copied.

    python3 tools/check_type_reader.py [MODULES]
"""
import glob
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from lazygraph.types.ruby_lexer import RubyReadError  # noqa: E402
from lazygraph.types.ruby_type import read_type_file  # noqa: E402

RUBY = r'''
require "puppet"; require "json"; require "tmpdir"
d = Dir.mktmpdir
Puppet.initialize_settings(["--confdir", d, "--vardir", d, "--codedir", d, "--logdir", d, "--rundir", d])
mods = ARGV[0]
Dir.glob("#{mods}/*/lib").each { |l| $LOAD_PATH.unshift(l) }
out = {}
Dir.glob("#{mods}/*/lib/puppet/type/*.rb").sort.each do |f|
  name = File.basename(f, ".rb")
  begin
    ty = Puppet::Type.type(name.to_sym)
    pats = begin
      ty.title_patterns.map { |re, syms| syms.map { |s| s[0].to_s } }
    rescue Exception => e
      nil
    end
    out[f] = {"params" => ty.parameters.map(&:to_s), "properties" => ty.validproperties.map(&:to_s),
              "key" => ty.key_attributes.map(&:to_s), "iso" => ty.isomorphic?, "pats" => pats}
  rescue Exception => e
    out[f] = {"error" => "#{e.class}: #{e.message[0,200]}"}
  end
end
puts JSON.generate(out)
'''


def main(mods):
    proc = subprocess.run(['ruby', '-e', RUBY, mods], capture_output=True, text=True, check=True)
    truth = json.loads(proc.stdout)
    same = differ = refused = 0
    for path, theirs in sorted(truth.items()):
        name = os.path.basename(path)[:-3]
        providers = bool(glob.glob(os.path.join(mods, '*', 'lib', 'puppet', 'provider', name,
                                                '*.rb')))
        try:
            ours = read_type_file(path, name, providers)
        except RubyReadError as exc:
            refused += 1
            print('refused  %s:%d: %s%s' % (path, exc.span.line, exc.message,
                                            ' (Ruby fails too)' if 'error' in theirs else ''))
            continue
        if 'error' in theirs:
            differ += 1
            print('DIFFERS  %s: read, but Ruby fails: %s' % (path, theirs['error']))
            continue
        problems = []
        for key, mine in (('params', ours.params), ('properties', ours.properties)):
            if sorted(mine) != sorted(theirs[key]):
                problems.append('%s %s, Ruby %s' % (key, sorted(mine), sorted(theirs[key])))
        if ours.key_attributes != theirs['key']:
            problems.append('keys %s, Ruby %s' % (ours.key_attributes, theirs['key']))
        if theirs['pats'] is not None and [a for _, a in ours.title_patterns] != theirs['pats']:
            problems.append('title patterns %s, Ruby %s' % (ours.title_patterns, theirs['pats']))
        if ours.isomorphic != theirs['iso']:
            problems.append('isomorphic %s' % ours.isomorphic)
        if problems:
            differ += 1
            print('DIFFERS  %s: %s' % (path, '; '.join(problems)))
        else:
            same += 1
    print('%d types: %d read as Ruby reads them, %d refused with an error, %d differ'
          % (len(truth), same, refused, differ))
    return 1 if differ else 0


if __name__ == '__main__':
    sys.exit(main(os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else '/work/fetched/mods')))
