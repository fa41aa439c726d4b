"""Puppet's last step of a compile (Compiler#add_resource_metaparams): from
Class[main], along containment edges, each resource passes its metaparameters
and its tags on to what it contains.

The walk is Puppet's: breadth first from Class[main], each resource once,
its out-edges in the order they were added. Classes hang off their stage, not
off Class[main], so only what Class[main] reaches through resource containment
and `contain` is walked: a define instance declared in an included class
passes nothing on, one declared at top level does, and so does a class that
a top-level define `contain`s -- to that class and everything in it.

For each edge source -> target: the non-relationship metaparameters the
source has (or inherited on the walk) are set on the target where it has
none (a `tag` value also tags it, as Puppet's set_parameter does), then the
target takes the source's tags.
"""
from operator import itemgetter

from .resource import tag_segments

# Puppet::Type.metaparams less the relationship ones (before, notify, require,
# subscribe), in Puppet's order.
INHERITED = ('noop', 'schedule', 'audit', 'loglevel', 'alias', 'tag', 'stage', 'export',
             'consume')


def add_resource_metaparams(compiler, main):
    out = _out_edges(compiler)
    data = {}
    seen = set()
    queue = [main]
    position = 0
    while position < len(queue):
        source = queue[position]
        position += 1
        if id(source) in seen:
            continue
        targets = out.get(id(source), ())
        for target in targets:
            if target.tags is None:
                continue    # unread at top level: takes main's tags when it is read
            source_data = data.get(id(source)) or _metaparams(source)
            if source_data:
                data[id(source)] = source_data
                for name, setting in source_data.items():
                    if target.get(name) is None:
                        target.set(name, setting.value, 'metaparameter', setting.span,
                                   via='from %s' % source.ref)
                        if name == 'tag':
                            _tag(target, setting.value)
                data[id(target)] = dict(source_data, **(_metaparams(target) or {}))
            _merge_tags(target, source.tags)
        queue.extend(targets)
        seen.add(id(source))


def _out_edges(compiler):
    """Containment edges by source, each source's targets in the order Puppet
    added them: a resource's edge from its container when it was declared, a
    `contain` edge when contain() ran (at its place among the declarations)."""
    edges = []
    for index, resource in enumerate(compiler._resources):
        # a statement `get` left unread (syntax/statements.py) is a plain
        # resource at top level: Class[main] passes nothing on but its tags,
        # which it takes when it is made
        container = getattr(resource, 'container', None)
        if container is not None and resource.type not in ('Class', 'Stage'):
            edges.append((index, 1, 0, container, resource))
    for order, (container, target) in enumerate(compiler.contain_edges):
        # contain() ran when this many resources had been added: before the next one
        added_at = compiler.contain_edge_at.get((id(container), id(target)), 0)
        edges.append((added_at, 0, order, container, target))
    edges.sort(key=itemgetter(0, 1, 2))     # (a C key: one per resource)
    out = {}
    for _, _, _, source, target in edges:
        out.setdefault(id(source), []).append(target)
    return out


def _metaparams(resource):
    found = None
    for name in INHERITED:
        setting = resource.params.get(name)
        if setting is not None and setting.value is not None:
            found = found or {}
            found[name] = setting
    return found


def _tag(resource, value):
    """Puppet's tag(): each value lowercased, with its '::' segments."""
    _merge_tags(resource, [t for v in (value if isinstance(value, list) else [value])
                           for t in tag_segments(str(v))])


def _merge_tags(resource, tags):
    have = set(resource.tags)
    extra = [t for t in dict.fromkeys(tags) if t not in have]
    if extra:
        resource.tags = resource.tags + extra   # a new list: index_tags compares lists
