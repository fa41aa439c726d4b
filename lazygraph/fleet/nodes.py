"""Which nodes a fleet run compiles, and where each one's facts are."""
import os
import re

from ..errors import UsageError

FACT_EXTENSIONS = ('.json', '.yaml', '.yml')
VALID_CERTNAME = re.compile(r'\A[ -.0-~]+\Z')     # Puppet::SSL's: printable ASCII, no '/'


def fleet_nodes(nodes=None, facts_dir=None, manifest=None, modulepath=None):
    """[(certname, facts file or None)], sorted: the names of ``nodes`` (a file of
    certnames, one a line, or a directory of fact files), else of the fact files
    in ``facts_dir``, else the literal names of the manifest's node definitions."""
    if nodes and os.path.isdir(nodes):
        facts_dir = facts_dir or nodes
        names = _fact_files(nodes)
    elif nodes:
        names = _listed(nodes)
    elif facts_dir:
        names = _fact_files(facts_dir)
    else:
        names = _defined(manifest, modulepath)
    if not names:
        raise UsageError('no nodes to compile (give --nodes FILE|DIR or --facts-dir DIR, or '
                         'define nodes with literal names)')
    for name in names:
        if not VALID_CERTNAME.match(name):
            # each name becomes OUT/NAME.json and FACTS/NAME.json: no '/' may lead out
            raise UsageError("%r is not a valid certname (Puppet's: printable ASCII, no '/'); "
                             'a node name becomes a file name in the output directory' % name)
    return [(name, _facts_for(facts_dir, name)) for name in sorted(set(names))]


def _listed(path):
    from ..source import read_input_text
    names = []
    for line in read_input_text(path).splitlines():
        line = line.split('#', 1)[0].strip()
        if line:
            names.append(line)
    return names


def _fact_files(directory):
    if not os.path.isdir(directory):
        raise UsageError('%s: not a directory of fact files' % directory)
    return [name[:-len(ext)] for name in os.listdir(directory)
            for ext in FACT_EXTENSIONS if name.endswith(ext)]


def _facts_for(facts_dir, name):
    if facts_dir is None:
        return None
    for ext in FACT_EXTENSIONS:
        path = os.path.join(facts_dir, name + ext)
        if os.path.isfile(path):
            return path
    raise UsageError('%s: no facts for node %s (%s.json or %s.yaml)' % (facts_dir, name, name,
                                                                        name))


def _defined(manifest, modulepath):
    """Node definitions' literal names (not regexes, not default)."""
    from ..evaluation import load_program
    from ..source import Source
    sources = [Source.from_file(m) for m in manifest] if isinstance(manifest, list) else \
        Source.from_file(manifest)
    program = load_program(sources, facts={}, modulepath=modulepath, skim=True)
    return [match.value for definition in program.runtime().definitions['node']
            for match in definition.matches if match.match_kind == 'name']
