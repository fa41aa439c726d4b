"""Catalog diffs: two catalogs, two fleets of them, or two versions of the code.

Resources are matched by type and title; a changed resource lists its
parameters added, removed and changed, and its tags. Positions (file, line)
are not differences unless asked for: users diff behaviour. For fleets, the
changed nodes are grouped by identical change ("42 nodes: File[/etc/motd]
content changed").
"""
import json
import os

from ..errors import InputError, UsageError

NOT_CATALOGS = ('summary.json', 'dependencies.json')   # beside a fleet run's catalogs


class Filters:
    """What not to compare: attributes (NAME or Type.NAME), types, tags; positions
    (file, line) are compared only when ``positions``."""

    def __init__(self, attributes=(), types=(), tags=False, positions=False):
        self.attributes = {a if '.' not in a else None for a in attributes} - {None}
        self.typed_attributes = {tuple(_split_typed(a)) for a in attributes if '.' in a}
        self.types = {t.lower() for t in types}
        self.tags, self.positions = tags, positions

    def keeps_resource(self, resource):
        return resource['type'].lower() not in self.types

    def keeps_attribute(self, type_name, name):
        return name not in self.attributes and (type_name.lower(), name) not in \
            self.typed_attributes


def _split_typed(text):
    type_name, _, name = text.rpartition('.')
    return type_name.lower(), name


def ref_of(resource):
    return '%s[%s]' % (resource['type'], resource['title'])


class CatalogDiff:
    """The differences between two catalogs (either may be a failed compile)."""

    def __init__(self, old, new, filters):
        self.old_error = old.get('error') if isinstance(old, dict) else None
        self.new_error = new.get('error') if isinstance(new, dict) else None
        self.added, self.removed, self.changed = [], [], {}
        self.edges_added, self.edges_removed = [], []
        if old is new:
            return        # one catalog for both sides (a node not compiled again)
        if self.old_error is None and self.new_error is None:
            self._compare(old, new, filters)

    def _compare(self, old, new, filters):
        before = {ref_of(r): r for r in old.get('resources', []) if filters.keeps_resource(r)}
        after = {ref_of(r): r for r in new.get('resources', []) if filters.keeps_resource(r)}
        self.removed = sorted(set(before) - set(after), key=_order)
        self.added = sorted(set(after) - set(before), key=_order)
        for ref in sorted(set(before) & set(after), key=_order):
            if before[ref] is after[ref]:
                continue        # one resource shared by both (a patched catalog's)
            change = _resource_change(before[ref], after[ref], filters)
            if change:
                self.changed[ref] = change
        edges = lambda catalog: {(e['source'], e['target']) for e in catalog.get('edges', [])}
        kept = lambda pair: all(_type_kept(ref, filters) for ref in pair)
        self.edges_added = sorted(p for p in edges(new) - edges(old) if kept(p))
        self.edges_removed = sorted(p for p in edges(old) - edges(new) if kept(p))

    @property
    def empty(self):
        return not (self.old_error or self.new_error or self.added or self.removed or
                    self.changed or self.edges_added or self.edges_removed)

    def to_data(self):
        data = {}
        if self.old_error or self.new_error:
            data['failed'] = {k: v for k, v in (('old', self.old_error),
                                                ('new', self.new_error)) if v}
        for name in ('added', 'removed'):
            if getattr(self, name):
                data[name] = getattr(self, name)
        if self.changed:
            data['changed'] = self.changed
        if self.edges_added:
            data['edges_added'] = [list(p) for p in self.edges_added]
        if self.edges_removed:
            data['edges_removed'] = [list(p) for p in self.edges_removed]
        return data

    def headline(self):
        """One line naming the change, for grouping nodes."""
        parts = ['failed (%s)' % ', '.join(sorted(self.to_data()['failed']))] \
            if self.old_error or self.new_error else []
        parts += ['%s added' % r for r in self.added] + ['%s removed' % r for r in self.removed]
        for ref, change in self.changed.items():
            parts.append('%s %s changed' % (ref, ', '.join(sorted(change))))
        if self.edges_added or self.edges_removed:
            parts.append('%d edges added, %d removed' % (len(self.edges_added),
                                                         len(self.edges_removed)))
        return '; '.join(parts)

    def text_lines(self):
        lines = []
        for side in ('old', 'new'):
            error = self.old_error if side == 'old' else self.new_error
            if error:
                lines.append('! %s side failed: %s' % (side, error.splitlines()[0]))
        lines += ['+ %s' % r for r in self.added] + ['- %s' % r for r in self.removed]
        for ref, change in self.changed.items():
            lines.append('~ %s' % ref)
            for name, (old, new) in sorted(change.items()):
                lines.append('    %s: %s -> %s' % (name, _show(old), _show(new)))
        lines += ['+ edge %s -> %s' % p for p in self.edges_added]
        lines += ['- edge %s -> %s' % p for p in self.edges_removed]
        return lines


def _type_kept(ref, filters):
    return ref.split('[', 1)[0].lower() not in filters.types


def _order(ref):
    type_name, _, title = ref.partition('[')
    return (type_name, title)


_ABSENT = None


def _resource_change(old, new, filters):
    """{name: (old, new)} of a resource's parameters (absent: None), tags and,
    if asked, file and line."""
    change = {}
    before, after = old.get('parameters', {}), new.get('parameters', {})
    for name in sorted(set(before) | set(after)):
        if not filters.keeps_attribute(old['type'], name):
            continue
        if before.get(name, _ABSENT) != after.get(name, _ABSENT) or \
                (name in before) != (name in after):
            change[name] = (before.get(name), after.get(name))
    if not filters.tags and sorted(old.get('tags', [])) != sorted(new.get('tags', [])):
        change['tags'] = (sorted(old.get('tags', [])), sorted(new.get('tags', [])))
    if filters.positions:
        for key in ('file', 'line'):
            if old.get(key) != new.get(key):
                change[key] = (old.get(key), new.get(key))
    return change


def _show(value):
    return 'absent' if value is None else json.dumps(value, ensure_ascii=False,
                                                     sort_keys=True)


class FleetDiff:
    """Per-node diffs of two fleets ({node: catalog data}), grouped by change."""

    def __init__(self, old, new, filters):
        self.only_old = sorted(set(old) - set(new))
        self.only_new = sorted(set(new) - set(old))
        self.diffs = {n: CatalogDiff(old[n], new[n], filters) for n in sorted(set(old) &
                                                                            set(new))}

    @property
    def changed(self):
        return {n: d for n, d in self.diffs.items() if not d.empty}

    @property
    def empty(self):
        return not (self.only_old or self.only_new or self.changed)

    def groups(self):
        """[(nodes, diff)] of nodes with the same change, most nodes first."""
        by_change = {}
        for node, diff in self.changed.items():
            key = json.dumps(diff.to_data(), sort_keys=True)
            by_change.setdefault(key, (diff, []))[1].append(node)
        return sorted(((nodes, diff) for diff, nodes in by_change.values()),
                      key=lambda item: (-len(item[0]), item[0]))

    def to_data(self):
        return {
            'compared': len(self.diffs), 'changed': len(self.changed),
            'unchanged': len(self.diffs) - len(self.changed),
            'failed': sorted(n for n, d in self.diffs.items() if d.old_error or d.new_error),
            'only_old': self.only_old, 'only_new': self.only_new,
            'groups': [{'nodes': nodes, 'change': diff.headline(), 'diff': diff.to_data()}
                       for nodes, diff in self.groups()],
        }

    def text_lines(self, shown=5):
        data = self.to_data()
        lines = ['%d nodes compared: %d changed, %d unchanged, %d failed on a side' % (
            data['compared'], data['changed'], data['unchanged'], len(data['failed']))]
        if self.only_old:
            lines.append('only in the old fleet: %s' % ', '.join(self.only_old))
        if self.only_new:
            lines.append('only in the new fleet: %s' % ', '.join(self.only_new))
        for nodes, diff in self.groups():
            more = ' and %d more' % (len(nodes) - shown) if len(nodes) > shown else ''
            lines.append('')
            lines.append('%d node%s: %s' % (len(nodes), 's' if len(nodes) > 1 else '',
                                            diff.headline()))
            lines.append('  (%s%s)' % (', '.join(nodes[:shown]), more))
            lines += ['  ' + line for line in diff.text_lines()]
        return lines


def read_catalog(path):
    try:
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
    except OSError as exc:
        raise InputError('%s: %s' % (path, exc.strerror))
    except (ValueError, UnicodeDecodeError) as exc:
        raise InputError('%s: not a catalog (JSON): %s' % (path, exc))
    if not isinstance(data, dict) or not ('resources' in data or 'error' in data):
        raise InputError('%s: not a catalog: no "resources" (nor "error")' % path)
    return data


def read_side(path, only=None):
    """{node: catalog} of a directory of NODE.json files, or None for one file.
    only: the nodes whose catalog is read; each other one maps to a placeholder
    of its own (a node whose catalog the caller knows did not change: the same
    object on both sides of a FleetDiff is no difference)."""
    if os.path.isdir(path):
        return {name[:-5]: read_catalog(os.path.join(path, name))
                if only is None or name[:-5] in only else {'resources': [], 'edges': []}
                for name in sorted(os.listdir(path))
                if name.endswith('.json') and name not in NOT_CATALOGS}
    if not os.path.exists(path):
        raise InputError('%s: no such file or directory' % path)
    return None


def revision_sha(repo, ref):
    """The commit ``ref`` names in ``repo``."""
    import subprocess
    check = subprocess.run(['git', '-C', repo, 'rev-parse', '--verify', '--quiet',
                            ref + '^{commit}'], capture_output=True, text=True)
    if check.returncode != 0:
        raise UsageError("%s: no git revision '%s'" % (repo, ref))
    return check.stdout.strip()


def checkout_revision(repo, ref, into):
    """Write the tree of git revision ``ref`` of ``repo`` into directory ``into``."""
    import subprocess
    sha = revision_sha(repo, ref)
    os.makedirs(into, exist_ok=True)
    archive = subprocess.Popen(['git', '-C', repo, 'archive', sha],
                               stdout=subprocess.PIPE)
    subprocess.run(['tar', '-x', '-C', into], stdin=archive.stdout, check=True)
    archive.stdout.close()
    if archive.wait() != 0:
        raise UsageError("%s: cannot read revision '%s'" % (repo, ref))
    return sha
