"""Which nodes a code change can touch, from what each node's compile read.

A compile records every file it read or looked for, found or not (the runtime's
probes: module manifests, templates, file() sources, Hiera configs and data
files), and which node definition of the main manifest it evaluated. A change
touches a node when it adds, removes or edits a file the node probed, edits the
main manifest outside the other nodes' definitions, or is anywhere lazygraph
cannot follow precisely: a module's Ruby code (lib/), a file outside modules/,
manifests/ and data/ (environment.conf, hiera.yaml, .resource_types), or a
node whose compile failed. Exported resources carry changes between nodes: when
a changed node exports anything, every node that collects exports is touched.
"""
import fnmatch
import os
import re
import subprocess

from ..errors import UsageError

PRECISE_DIRS = ('modules', 'manifests', 'data')


def dependencies(compiler, root, relative=None):
    """What a compiled node depends on, with paths relative to ``root`` (the
    environment directory) where they are under it. ``relative``: a dict kept by
    a worker for its nodes, path -> that path (they probe the same files)."""
    runtime = compiler.runtime
    if relative is None:
        relative = {}

    def _relative(path, root):
        found = relative.get(path)
        if found is None:
            found = relative[path] = _relative_to(path, root)
        return found

    excluded = {}
    shared = _shared_lines(compiler.program)
    for definition in runtime.definitions['node']:
        if definition is compiler.node_definition or definition.span is None:
            continue
        span = definition.span
        if shared.get((span.filename, span.line), 0) > 1 or \
                shared.get((span.filename, span.end_line), 0) > 1:
            continue    # another statement on its first or last line: not its alone
        path = _relative(span.filename, root)
        excluded.setdefault(path, []).append([span.line, span.end_line])
    manifests = sorted({_relative(p, root) for p in _main_files(compiler.program)})
    return {
        'probes': sorted({_relative(p, root) for p in runtime.probes | runtime.data_probes}),
        'data_probes': sorted({_relative(p, root) for p in runtime.data_probes}),
        'manifests': {m: sorted(excluded.get(m, [])) for m in manifests},
        'exports': sum(1 for r in compiler.resources if r.exported),
        'collects': any(c.node.exported for c in compiler.collectors),
        'attribute_uses': sorted(compiler.attribute_uses),   # fleet/patch.py
    }


def _shared_lines(program):
    """(file, line) -> how many top-level statements of the main manifest begin
    or end on that line (counted once each)."""
    counts = {}
    for statement in getattr(program.body, 'statements', None) or []:
        span = getattr(statement, 'span', None)
        if span is not None:
            for line in {span.line, span.end_line}:
                key = (span.filename, line)
                counts[key] = counts.get(key, 0) + 1
    return counts


def _main_files(program):
    span = program.span
    files = {span.filename} if span is not None else set()
    for statement in getattr(program.body, 'statements', None) or []:
        if getattr(statement, 'span', None) is not None:
            files.add(statement.span.filename)
    return {f for f in files if f and not f.startswith('<')}


def _relative_to(path, root):
    path = os.path.abspath(path)
    root = os.path.abspath(root)
    return os.path.relpath(path, root) if path.startswith(root + os.sep) else path


class Change:
    """One file changed between two revisions: its path (relative to the
    repository), and for an edit the old side's line ranges [(first, count)]."""

    def __init__(self, path, status, hunks=()):
        self.path, self.status, self.hunks = path, status, list(hunks)

    def __repr__(self):
        return 'Change(%r, %r, %r)' % (self.path, self.status, self.hunks)


HUNK = re.compile(r'^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@', re.M)


def changes_between(repo, old, new, subdir=''):
    """[Change] from git: files added, deleted, modified (renames as both) under
    ``subdir`` of the repository, paths relative to ``subdir``."""
    names = _git(repo, 'diff', '--no-renames', '--name-status', old, new, '--', subdir or '.')
    changes = []
    for line in names.splitlines():
        status, _, path = line.partition('\t')
        relative = os.path.relpath(path, subdir) if subdir else path
        hunks = []
        if status.startswith('M'):
            text = _git(repo, 'diff', '--no-renames', '-U0', old, new, '--', path)
            hunks = [(int(first), int(count) if count else 1)
                     for first, count in HUNK.findall(text)]
        changes.append(Change(relative, status[0], hunks))
    return changes


def _git(repo, *args):
    result = subprocess.run(['git', '-C', repo] + list(args), capture_output=True, text=True)
    if result.returncode != 0:
        raise UsageError('git %s: %s' % (' '.join(args[:2]), result.stderr.strip() or
                                          'failed'))
    return result.stdout


def touches(change, deps):
    """Can ``change`` alter the catalog of a node with dependencies ``deps``
    (None: its compile failed, so anything can)?"""
    if deps is None:
        return True
    path = change.path
    top = path.split('/', 1)[0]
    if top not in PRECISE_DIRS or (top == 'modules' and '/lib/' in path):
        return True
    if path in deps['manifests']:
        return change.status != 'M' or not all(
            _inside_excluded(hunk, deps['manifests'][path]) for hunk in change.hunks)
    return probed(path, deps['probes'])


def probed(path, probes):
    """Is ``path`` among ``probes`` (paths, a directory's `DIR/**`, globs)?"""
    return any(path == p or (p.endswith('/**') and _under(path, p[:-3])) or
               ('*' in p and fnmatch.fnmatch(path, p)) for p in probes)


def _under(path, pattern_dir):
    prefix = pattern_dir.split('%{', 1)[0]
    return path.startswith(prefix)


def _inside_excluded(hunk, excluded):
    """Is an edit of the old lines [first, first+count) (an insertion after
    line ``first`` when count is 0) inside another node's definition?"""
    first, count = hunk
    last = first + count - 1 if count else first
    for start, end in excluded:
        if count == 0 and start <= first < end:
            return True
        if count and start <= first and last <= end:
            return True
    return False


def affected_nodes(dependencies_by_node, changes):
    """The nodes a list of changes can touch (sorted), exports followed."""
    touched = set(changes_touching(dependencies_by_node, changes))
    return sorted(touched | collectors_following(dependencies_by_node, touched))


def changes_touching(dependencies_by_node, changes):
    """{node: [the changes that can touch it]}, for the nodes some change touches."""
    found = {}
    for node, deps in dependencies_by_node.items():
        touching = [change for change in changes if touches(change, deps)]
        if touching:
            found[node] = touching
    return found


def collectors_following(dependencies_by_node, nodes):
    """The nodes that collect exports, when one of ``nodes`` exports (or failed):
    its exports may change theirs."""
    if any(dependencies_by_node[n] is None or dependencies_by_node[n]['exports']
           for n in nodes):
        return {node for node, deps in dependencies_by_node.items()
                if deps is None or deps['collects']}
    return set()


def file_at(repo, revision, path):
    """The text of ``path`` (relative to the repository) at ``revision``, or None."""
    result = subprocess.run(['git', '-C', repo, 'show', '%s:%s' % (revision, path)],
                            capture_output=True)
    if result.returncode != 0:
        return None
    try:
        return result.stdout.decode('utf-8')
    except UnicodeDecodeError:
        return None
