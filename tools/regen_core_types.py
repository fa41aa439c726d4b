#!/usr/bin/env python3
"""Regenerate lazygraph/catalog/core_types.json: the resource types Puppet 7.23
knows without modules, with their parameters, properties, namevars and the
metaparameters. Needs Debian's puppet-agent."""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(ROOT, 'lazygraph', 'catalog', 'core_types.json')
RUBY = r'''
require "puppet"; require "json"; require "tmpdir"
d = Dir.mktmpdir
Puppet.initialize_settings(["--confdir", d, "--vardir", d, "--codedir", d, "--logdir", d, "--rundir", d])
out = {}
%w[component exec file filebucket group notify package resources schedule service stage tidy user whit].each do |t|
  ty = Puppet::Type.type(t.to_sym)
  out[t] = {"params" => ty.parameters.map(&:to_s), "properties" => ty.validproperties.map(&:to_s),
            "namevar" => ty.key_attributes.map(&:to_s)}
end
out["metaparams"] = Puppet::Type.metaparams.map(&:to_s)
puts JSON.generate(out)
'''

if __name__ == '__main__':
    data = json.loads(subprocess.run(['ruby', '-e', RUBY], capture_output=True, text=True,
                                     check=True).stdout)
    with open(TARGET, 'w') as f:
        json.dump(data, f, indent=1, sort_keys=True)
    print('wrote', TARGET)
