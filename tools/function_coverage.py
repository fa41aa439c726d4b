#!/usr/bin/env python3
"""Which functions Puppet 7.23 and puppetlabs-stdlib have that lazygraph lacks.

    python3 tools/function_coverage.py                     # Puppet's own functions
    python3 tools/function_coverage.py --stdlib DIR ...    # a stdlib checkout each
    python3 tools/function_coverage.py --write-versions DIR ...

Puppet's functions are the .rb files of puppet/functions and
puppet/parser/functions (Debian's puppet-agent); the ones other parts of
lazygraph own (templates, Hiera) are listed apart. --stdlib lists, for each
stdlib directory (a fetched copy such as /work/fetched/stdlib-v9/stdlib), its
Ruby and Puppet-language functions lazygraph does not serve. --write-versions
records which function names each stdlib major version has, in any of the
releases given (lazygraph/functions/stdlib/versions.json): with a stand-in stdlib that has
no code, lazygraph serves the names of the version its metadata.json gives.
Exits 1 when something is missing.
"""
import argparse
import glob
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

PUPPET = '/usr/lib/ruby/vendor_ruby/puppet'
# Owned by the templates and Hiera work (other branches), or Hiera backends.
ELSEWHERE = {'epp', 'inline_epp', 'template', 'inline_template', 'hiera', 'hiera_array',
             'hiera_hash', 'hiera_include', 'lookup', 'eyaml_lookup_key', 'hocon_data',
             'json_data', 'yaml_data'}
VERSIONS = os.path.join(ROOT, 'lazygraph', 'functions', 'stdlib', 'versions.json')


def puppet_functions(base=PUPPET):
    names = set()
    for folder in ('functions', os.path.join('parser', 'functions')):
        for path in glob.glob(os.path.join(base, folder, '*.rb')):
            names.add(os.path.basename(path)[:-3])
    return names


def stdlib_functions(directory):
    """Ruby and Puppet-language function names of one stdlib checkout."""
    names = set()
    lib = os.path.join(directory, 'lib', 'puppet')
    for path in glob.glob(os.path.join(lib, 'parser', 'functions', '*.rb')):
        names.add(os.path.basename(path)[:-3])
    for path in glob.glob(os.path.join(lib, 'functions', '**', '*.rb'), recursive=True):
        relative = os.path.relpath(path, os.path.join(lib, 'functions'))[:-3]
        names.add(relative.replace(os.sep, '::'))
    for path in glob.glob(os.path.join(directory, 'functions', '**', '*.pp'), recursive=True):
        relative = os.path.relpath(path, os.path.join(directory, 'functions'))[:-3]
        names.add('stdlib::' + relative.replace(os.sep, '::'))
    return names


def _refused(table, names):
    return sorted(n for n in names if n in table and getattr(table[n].impl, 'refused', False))


def api3_functions(directory):
    """Names stdlib implements only with the 3.x API (parser/functions), whose
    top-level undef arguments Puppet passes as ''."""
    lib = os.path.join(directory, 'lib', 'puppet')
    parser = {os.path.basename(p)[:-3]
              for p in glob.glob(os.path.join(lib, 'parser', 'functions', '*.rb'))}
    modern = {os.path.basename(p)[:-3] for p in glob.glob(os.path.join(lib, 'functions', '*.rb'))}
    return parser - modern


def major_version(directory):
    with open(os.path.join(directory, 'metadata.json')) as f:
        return json.load(f)['version'].split('.')[0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--stdlib', nargs='+', default=[])
    ap.add_argument('--write-versions', nargs='+', default=[])
    args = ap.parse_args()
    from lazygraph.functions import registry
    from lazygraph.functions.stdlib import STDLIB, load_all
    load_all()
    registry.load_all()
    if args.write_versions:
        # a major's names are those of any of its releases given (9.7 dropped the
        # has_ip_* shims that 9.0 has, and added stdlib::rewrap_sensitive_data)
        table, api3 = {}, {}
        for d in args.write_versions:
            major = major_version(d)
            table[major] = sorted(set(table.get(major, ())) | stdlib_functions(d))
            api3[major] = sorted(set(api3.get(major, ())) | set(api3_functions(d)))
        table['api3'] = api3
        with open(VERSIONS, 'w') as f:
            json.dump(table, f, indent=0, sort_keys=True)
            f.write('\n')
        counts = ', '.join('v%s (%d names)' % (k, len(v)) for k, v in sorted(table.items())
                           if k != 'api3')
        print('wrote %s: %s' % (VERSIONS, counts))
        return 0
    missing_any = False
    if not args.stdlib:
        names = puppet_functions()
        missing = sorted(names - set(registry.BUILTINS) - ELSEWHERE)
        print('Puppet 7.23: %d functions, lazygraph has %d, %d owned elsewhere (%s)'
              % (len(names), len(names & set(registry.BUILTINS)), len(names & ELSEWHERE),
                 ', '.join(sorted(names & ELSEWHERE))))
        print('missing: %s' % (', '.join(missing) or 'none'))
        print('refused (a clear error): %s' % (', '.join(_refused(registry.BUILTINS, names))
                                               or 'none'))
        missing_any = bool(missing)
    for directory in args.stdlib:
        names = stdlib_functions(directory)
        # Puppet's own functions answer before stdlib's 3.x copies of them.
        missing = sorted(n for n in names - set(STDLIB) - set(registry.BUILTINS)
                         if not n.startswith('stdlib::') or n not in STDLIB)
        pp_only = {n for n in missing if os.path.isfile(os.path.join(
            directory, 'functions', *n.split('::')[1:]) + '.pp')}
        ruby_missing = sorted(set(missing) - pp_only)
        print('%s (v%s): %d functions; Ruby ones lazygraph lacks: %s; Puppet-language ones '
              'loaded from the module: %s' % (directory, major_version(directory), len(names),
                                              ', '.join(ruby_missing) or 'none',
                                              ', '.join(sorted(pp_only)) or 'none'))
        print('   refused (a clear error): %s' % (', '.join(_refused(STDLIB, names)) or 'none'))
        missing_any = missing_any or bool(ruby_missing)
    return 1 if missing_any else 0


if __name__ == '__main__':
    sys.exit(main())
