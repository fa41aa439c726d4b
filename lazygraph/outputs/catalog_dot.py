"""DOT pictures of a compiled catalog (`lazygraph render --stage catalog|relationships`).

* catalog: resources clustered by the class or define that contains them,
  with the containment edges of the catalog JSON;
* relationships: the before/require/notify/subscribe edges between resources
  (what Puppet's relationships.dot shows), dependency cycles in red.

Ids are r0, r1, ... in catalog order, so the text is deterministic.
"""
from .catalog_json import edges, included
from .dot import FOCUSED, _quote

HEADER = ['  node [shape=box, style=rounded, fontname="Helvetica", fontsize=10];',
          '  edge [fontname="Helvetica", fontsize=9];']
COMPOUND = ('Class', 'Stage', 'Node')


def _resources(compiler, focus=None):
    resources = [r for r in compiler.resources if included(r)]
    if focus is not None:
        keep = set(id(r) for r in focus)
        resources = [r for r in resources if id(r) in keep]
    return resources


def _container_tree(compiler, resources):
    """The containing resource of each resource (the last containment edge wins:
    a contained class sits in its container rather than in its stage)."""
    by_ref = {r.ref: r for r in resources}
    parent = {}
    for edge in edges(compiler, resources):
        source, target = by_ref.get(edge['source']), by_ref.get(edge['target'])
        if source is not None and target is not None:
            parent[id(target)] = source
    return parent


def _mark(resource, marked):
    return ', ' + FOCUSED if resource is marked else ''


def catalog_dot(compiler, focus=None, title='lazygraph catalog', marked=None):
    """Resources clustered by container, containment edges solid; ``marked``:
    the focused resource, highlighted."""
    resources = _resources(compiler, focus)
    ids = {id(r): 'r%d' % i for i, r in enumerate(resources)}
    parent = _container_tree(compiler, resources)
    children = {}
    roots = []
    for r in resources:
        p = parent.get(id(r))
        if p is None:
            roots.append(r)
        else:
            children.setdefault(id(p), []).append(r)
    lines = ['digraph %s {' % _quote(title), '  compound=true;'] + HEADER

    def emit(resource, indent):
        label = _quote(resource.ref)
        inner = children.get(id(resource))
        if not inner:
            lines.append('%s%s [label=%s%s];' % (indent, ids[id(resource)], label,
                                                 _mark(resource, marked)))
            return
        lines.append('%ssubgraph "cluster_%s" {' % (indent, ids[id(resource)]))
        lines.append('%s  label=%s; style=rounded; color=gray60;' % (indent, label))
        lines.append('%s  %s [label=%s, shape=ellipse%s];' % (indent, ids[id(resource)], label,
                                                              _mark(resource, marked)))
        for child in inner:
            emit(child, indent + '  ')
        lines.append('%s}' % indent)

    for resource in roots:
        emit(resource, '  ')
    for r in resources:
        p = parent.get(id(r))
        if p is not None:
            lines.append('  %s -> %s [color=gray50];' % (ids[id(p)], ids[id(r)]))
    lines.append('}')
    return '\n'.join(lines) + '\n'


def relationships_dot(compiler, focus=None, title='lazygraph relationships', marked=None):
    """Ordering edges between resources; the edges of dependency cycles in red."""
    from ..catalog.cycles import dependency_graph, find_cycles
    resources = _resources(compiler, focus)
    graph = dependency_graph(compiler, resources)
    in_cycles = set()
    for cycle in find_cycles(compiler, resources):
        in_cycles.update((source, target) for source, target, _ in cycle)
    ids = {r.ref: 'r%d' % i for i, r in enumerate(resources)}
    lines = ['digraph %s {' % _quote(title), '  rankdir=LR;'] + HEADER
    for r in resources:
        lines.append('  %s [label=%s%s];' % (ids[r.ref], _quote(r.ref), _mark(r, marked)))
    for source, target in sorted(graph.edges, key=lambda e: (ids[e[0]], ids[e[1]])):
        data = graph.edges[source, target]
        attrs = ['label=%s' % _quote(data.get('kind', ''))]
        if data.get('kind') in ('notify', 'subscribe'):
            attrs.append('style=dashed')
        if (source, target) in in_cycles:
            attrs.append('color=red, fontcolor=red, penwidth=2')
        lines.append('  %s -> %s [%s];' % (ids[source], ids[target], ', '.join(attrs)))
    lines.append('}')
    return '\n'.join(lines) + '\n'


def focus_resources(compiler, resource):
    """The cone of one resource in the catalog: its containers, and the resources
    it is ordered against (transitively)."""
    from ..catalog.cycles import dependency_graph
    import networkx
    resources = [r for r in compiler.resources if included(r)]
    keep = {id(resource)}
    parent = _container_tree(compiler, resources)
    node = resource
    while id(node) in parent:
        node = parent[id(node)]
        keep.add(id(node))
    graph = dependency_graph(compiler, resources)
    related = networkx.ancestors(graph, resource.ref) | networkx.descendants(graph, resource.ref)
    keep.update(id(r) for r in resources if r.ref in related)
    return [r for r in resources if id(r) in keep]
