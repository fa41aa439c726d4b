"""A directory environment as a control repo keeps it: manifests/, modules/,
environment.conf (modulepath, manifest), hiera.yaml and data/."""
import os
import re

from ..errors import UsageError

DEFAULT_MODULEPATH = 'modules:$basemodulepath'


class Environment:
    def __init__(self, directory):
        if not os.path.isdir(directory):
            raise UsageError('%s: no such environment directory' % directory)
        self.directory = os.path.abspath(directory)
        self.name = os.path.basename(self.directory.rstrip('/'))
        self.settings = _read_conf(os.path.join(self.directory, 'environment.conf'))

    def modulepath(self):
        entries = []
        for entry in self.settings.get('modulepath', DEFAULT_MODULEPATH).split(':'):
            entry = entry.strip()
            if not entry or entry.startswith('$basemodulepath'):
                continue    # no confdir: the base modulepath is empty
            entry = entry.replace('$environment', self.name)
            entries.append(entry if os.path.isabs(entry) else
                           os.path.join(self.directory, entry))
        return entries

    def manifest_files(self):
        """The main manifest: a file, or a directory's .pp files in Puppet's order."""
        manifest = self.settings.get('manifest', 'manifests')
        path = manifest if os.path.isabs(manifest) else os.path.join(self.directory, manifest)
        if os.path.isdir(path):
            found = []
            for root, dirs, files in os.walk(path):
                dirs.sort()
                found.extend(os.path.join(root, f) for f in sorted(files) if f.endswith('.pp'))
            return sorted(found)
        if os.path.isfile(path):
            return [path]
        return []

    def hiera_config(self):
        return os.path.join(self.directory, 'hiera.yaml')


def _read_conf(path):
    settings = {}
    if not os.path.isfile(path):
        return settings
    from ..source import read_input_text
    for number, line in enumerate(read_input_text(path).splitlines(), 1):
        line = line.split('#', 1)[0].strip()
        if not line or line.startswith('['):
            continue
        m = re.match(r'([\w.]+)\s*=\s*(.*)$', line)
        if m is None:
            raise UsageError('%s:%d: expected "setting = value"' % (path, number))
        settings[m.group(1)] = m.group(2).strip().strip('"')
    return settings


def parse_manifests(sources, strict=False, skim=False):
    """Several main manifests (a manifests/ directory) as one Program: their
    statements in file order, as Puppet evaluates a directory of manifests.
    Each statement keeps its own file's spans."""
    from ..nodes.scope import Block, Program
    from ..syntax.entry import parse
    statements = []
    first = None
    ranks = {}
    for source in sources:
        program = parse(source, strict=strict, skim=skim)
        ranks[program.span.source] = len(ranks)
        if first is None:
            first = program.span
        body, program = program.body, None
        statements.extend(body.statements)
        body.statements = []
        del body               # the statements' old parent is gone: adopted, not cloned
    program = Program(first, bindings=[], body=Block(first, statements=statements),
                      scope_name='main')
    program.file_ranks = ranks    # one sequence: an earlier file does not see a later one
    return program
