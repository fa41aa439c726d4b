"""Dependency cycles, found at compile time (an agent would only find them at apply).

The graph holds the catalog's ordering edges between resources: the before,
require, notify and subscribe parameters (relationships included). Each edge
remembers the source span that set it, so a cycle is reported with its path
and the line of every edge.

networkx finds and names the cycles; importing it costs a compile more than
checking, so a plain topological sort first says whether there is any.
"""
from .resource import RELATION_PARAMS


def dependency_edges(resources):
    """(source ref, target ref, span, parameter) for each ordering edge."""
    refs = {r.ref for r in resources}
    edges = []
    for resource in resources:
        params = resource.params
        if params.keys().isdisjoint(RELATION_PARAMS):
            continue            # most resources: no ordering edge (one C call)
        for param in RELATION_PARAMS:
            setting = params.get(param)
            if setting is None or setting.value is None:
                continue
            values = setting.value if isinstance(setting.value, list) else [setting.value]
            for value in values:
                target = _ref_string(value)
                if target not in refs:
                    continue
                if param in ('before', 'notify'):
                    edge = (resource.ref, target)
                else:
                    edge = (target, resource.ref)
                edges.append(edge + (setting.span, param))
    return edges


def dependency_graph(compiler, resources, edges=None):
    """The ordering edges as a networkx graph (edges: dependency_edges(), if made)."""
    import networkx
    graph = networkx.DiGraph()
    for resource in resources:
        graph.add_node(resource.ref)
    for source, target, span, param in (dependency_edges(resources) if edges is None else edges):
        graph.add_edge(source, target, span=span, kind=param)
    return graph


def _acyclic(edges):
    """Kahn's topological sort of the resources the edges join (one without
    any edge is on no cycle): does every one of them get sorted?"""
    successors = {}
    waiting = {}
    for source, target, _span, _param in edges:
        successors.setdefault(source, []).append(target)
        waiting.setdefault(source, 0)
        waiting[target] = waiting.get(target, 0) + 1
    ready = [ref for ref, count in waiting.items() if count == 0]
    sorted_count = 0
    while ready:
        ref = ready.pop()
        sorted_count += 1
        for target in successors.get(ref, ()):
            waiting[target] -= 1
            if waiting[target] == 0:
                ready.append(target)
    return sorted_count == len(waiting)


def _ref_string(value):
    if hasattr(value, 'ref'):
        return value.ref()
    return str(value)


def find_cycles(compiler, resources):
    """Each elementary cycle once, as a list of (source, target, span) edges."""
    edges = dependency_edges(resources)
    if _acyclic(edges):
        return []
    import networkx
    graph = dependency_graph(compiler, resources, edges)
    # Only strongly connected components with more than one resource hold cycles.
    tangled = [c for c in networkx.strongly_connected_components(graph) if len(c) > 1]
    tangled.extend({n} for n in graph.nodes if graph.has_edge(n, n))
    found = []
    for component in tangled:
        found.extend(networkx.simple_cycles(graph.subgraph(component)))
    cycles = []
    for cycle in sorted(found, key=lambda c: (len(c), c)):
        start = cycle.index(min(cycle))
        cycle = cycle[start:] + cycle[:start]
        edges = []
        for i, source in enumerate(cycle):
            target = cycle[(i + 1) % len(cycle)]
            edges.append((source, target, graph.edges[source, target].get('span')))
        cycles.append(edges)
        if len(cycles) >= 20:
            break
    return cycles


def describe(cycle):
    path = ' => '.join([edge[0] for edge in cycle] + [cycle[0][0]])
    lines = []
    for source, target, span in cycle:
        where = span.location() if span is not None else 'unknown location'
        lines.append('%s => %s (%s)' % (source, target, where))
    return path, lines
