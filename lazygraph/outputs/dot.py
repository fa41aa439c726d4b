"""DOT renderings of the graph (Dask's dot.py habits).

Node ids come from the node's path in the graph (never ``id()``), so output
is deterministic and can be a golden file. Parent edges are solid,
predecessor edges dashed; scopes (Context nodes) are drawn as clusters.
The ``graphviz`` package is imported only when an image is asked for.
"""
from ..errors import CantFold, OutputError, UsageError


def _quote(text):
    return '"%s"' % text.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n')


def _node_ids(roots):
    """Deterministic ids: n0, n1, ... in pre-order, with the node's path as tooltip."""
    ids = {}
    order = []
    for root in roots:
        for node in root.walk():
            if id(node) not in ids:
                ids[id(node)] = 'n%d' % len(order)
                order.append(node)
    return ids, order


FOCUSED = 'style=filled, fillcolor="#ffe08a", penwidth=2'


def to_dot(root, title='lazygraph', keep=None, templates=(), marked=(), modules=()):
    """DOT text for the subtree under ``root`` (only the nodes in ``keep``, a set
    of ids, when given: a focus). ``templates``: (call span, template scope)
    pairs, each drawn as a cluster with an edge from the call that rendered it.
    ``marked``: ids of nodes drawn highlighted (the focused resource).
    ``modules``: the module files the program autoloaded, drawn beside it."""
    ids, order = _node_ids([root] + list(modules))
    if keep is not None:
        order = [n for n in order if id(n) in keep]
    lines = ['digraph %s {' % _quote(title), '  node [shape=box, fontname="Helvetica", '
             'fontsize=10];', '  edge [fontname="Helvetica", fontsize=9];']
    paths = _paths(root)
    for i, module in enumerate(modules):
        paths.update(_paths(module, '/modules[%d]' % i))

    def emit(node, indent):
        if keep is not None and id(node) not in keep:
            return
        attrs = 'label=%s, tooltip=%s' % (_quote(node.label()), _quote(paths.get(id(node), '')))
        if id(node) in marked:
            attrs += ', ' + FOCUSED
        if node.is_context:
            lines.append('%ssubgraph "cluster_%s" {' % (indent, ids[id(node)]))
            lines.append('%s  label=%s; style=rounded; color=gray60;' % (
                indent, _quote(node.label())))
            lines.append('%s  %s [%s, shape=ellipse];' % (indent, ids[id(node)], attrs))
            for child in node.children():
                if not child.is_context:
                    emit(child, indent + '  ')
            lines.append('%s}' % indent)
            for child in node.children():
                if child.is_context:
                    emit(child, indent)
        else:
            lines.append('%s%s [%s];' % (indent, ids[id(node)], attrs))
            for child in node.children():
                emit(child, indent)

    _emit_all(root, emit, len(order))
    for module in modules:
        emit(module, '  ')
    for node in order:
        for label, child in node.named_children():
            if keep is not None and id(child) not in keep:
                continue
            lines.append('  %s -> %s [label=%s];' % (ids[id(node)], ids[id(child)], _quote(label)))
        pred = node.predecessor
        if pred is not None and id(pred) in ids and (keep is None or id(pred) in keep):
            lines.append('  %s -> %s [style=dashed, label="predecessor"];'
                         % (ids[id(node)], ids[id(pred)]))
    for i, (call_span, scope) in enumerate(templates):
        lines.extend(_template_cluster(i, scope))
        calls = [n for n in order if n.span is not None and type(n).__name__ == 'Call'
                 and (n.span.start, n.span.end) == (call_span.start, call_span.end)
                 and n.span.source.filename == call_span.source.filename]
        for call in calls[:1]:
            lines.append('  %s -> t%d_n0 [style=bold, label="renders"];' % (ids[id(call)], i))
    lines.append('}')
    return '\n'.join(lines) + '\n'


def _template_cluster(index, scope):
    """A rendered template's graph as a cluster; ids prefixed so they stay unique."""
    import re
    inner = to_dot(scope, 'template').splitlines()[3:-1]
    prefix = 't%d_' % index
    out = ['  subgraph "cluster_template_%d" {' % index,
           '    label=%s; style=dashed;' % _quote(scope.scope_name or 'template')]
    out.extend('  ' + re.sub(r'(?<![A-Za-z0-9])(n\d+)\b', prefix + r'\1', line)
               for line in inner)
    out.append('  }')
    return out


def _emit_all(root, emit, size):
    """emit() recurses along the tree: allow as many frames as there are nodes."""
    import sys
    if size + 100 > sys.getrecursionlimit():
        sys.setrecursionlimit(size + 1000)
    emit(root, '  ')


def _paths(root, top='/'):
    """Each node's path from root (the tooltip): /body/statements[1]/value."""
    out = {}
    stack = [(root, top)]
    while stack:
        node, path = stack.pop()
        out[id(node)] = path
        for label, child in node.named_children():
            stack.append((child, path.rstrip('/') + '/' + label))
    return out


def folded_graph(program):
    """The folded stage: the program as fold() leaves it (CantFold keeps the rest)."""
    try:
        return program.fold()
    except CantFold as exc:
        return exc.node


def cone(root, traced):
    """The ids of the nodes under ``root`` that answer for the traced nodes (same
    construct, same source span: class bodies are evaluated on clones), with
    their ancestors up to root so the picture stays connected."""
    wanted = set(n if isinstance(n, tuple) else _where(n)
                 for n in traced if isinstance(n, tuple) or n.span is not None)
    keep = set()
    for node in _walk_all(root):
        if node.span is not None and _where(node) in wanted:
            keep.add(id(node))
            for ancestor in node.ancestors():
                if id(ancestor) in keep:
                    break
                keep.add(id(ancestor))
                if ancestor is root or ancestor.parent is None:
                    break
    return keep


def _where(node):
    """(construct, start, end, file): the same construct at the same place."""
    return (type(node).__name__, node.span.start, node.span.end, node.span.source.filename)


def _walk_all(root):
    """root's nodes, then those of the module files it autoloaded (a list)."""
    roots = root if isinstance(root, list) else [root]
    for each in roots:
        yield from each.walk()


def matching(root, wanted):
    """Ids of the nodes under ``root`` with these (construct, start, end)."""
    wanted = set(wanted)
    return set(id(node) for node in _walk_all(root) if node.span is not None and
               _where(node) in wanted)


def svg_text(dot_text):
    """SVG as text (Jupyter's _repr_svg_); None when Graphviz is not installed."""
    try:
        import graphviz
        return graphviz.Source(dot_text).pipe(format='svg').decode('utf-8')
    except Exception:   # no package or no `dot`: Jupyter falls back to the text repr
        return None


def render(dot_text, fmt, output):
    """Write SVG or PNG with the graphviz package (and Debian's `dot`)."""
    try:
        import graphviz
    except ImportError:
        raise UsageError('rendering %s needs the graphviz Python package: pip install graphviz'
                         % fmt)
    try:
        data = graphviz.Source(dot_text).pipe(format=fmt)
    except graphviz.ExecutableNotFound:
        raise UsageError("rendering %s needs Graphviz's `dot` program: apt-get install graphviz"
                         % fmt)
    try:
        with open(output, 'wb') as f:
            f.write(data)
    except OSError as exc:
        raise OutputError(output, exc)
