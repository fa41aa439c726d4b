"""The static index of a scope's assignments (nodes/scope.py Context.lookup),
and the same index as a plan of paths.

A class or define body runs on a new copy each time (a cached file's body is
built from data), and indexing each copy by walking all of its nodes cost a
twentieth of a compile. A plan says where in the body the few nodes the index
holds are -- assignments, the conditionals guarding them, nested definitions
-- so a copy's index is found by following a handful of paths. It is plain
data: the parse cache stores it with the body (syntax/parse_cache.py), and a
definition keeps the one its first copy was indexed with (nodes/definitions.py).

A plan is [entries, definitions]: entries [[name, [[path, guards], ...]], ...]
in the index's order, guards [[path, label], ...]; a path is the field number
and list position (-1: not a list) of each step down from the body.
"""

# -- the static assignment index --------------------------------------------------

# What build_index does at a node, by its class (found once per class).
_PLAIN, _STOP, _DEFINITION, _ASSIGNMENT, _IF, _CASE, _SELECTOR = (
    'plain', 'stop', 'definition', 'assignment', 'if', 'case', 'selector')
_INDEX_ROLES = {}     # class -> role: a fact about the class, the same for every session


def _index_role(cls):
    from .calls import Lambda
    from .control import Case, If, Selector
    from .definitions import Definition
    from .scope import Assignment, Context
    role = _DEFINITION if issubclass(cls, Definition) else \
        _STOP if issubclass(cls, (Lambda, Context)) else \
        _ASSIGNMENT if issubclass(cls, Assignment) else \
        _IF if issubclass(cls, If) else _CASE if issubclass(cls, Case) else \
        _SELECTOR if issubclass(cls, Selector) else _PLAIN
    _INDEX_ROLES[cls] = role
    return role


def build_index(body, definitions=None, position=None):
    """name -> (sorted end positions, [(assignment, guards)]) for one scope's body.

    Nested definitions are appended to ``definitions``.
    position(span, offset): comparable places in evaluation order (offsets by default).
    """
    if position is None:
        def position(span, offset):
            return offset
    found = {}
    # (nodes, the guards they are under): a list of siblings per entry, not a
    # tuple per node (this walk visits every node of every body evaluated)
    stack = [([body], ())]
    roles = _INDEX_ROLES
    while stack:
        nodes, guards = stack.pop()
        for node in nodes:
            role = roles.get(node.__class__)
            if role is None:
                role = _index_role(node.__class__)
            if role is _PLAIN:
                children = node.children()
                if children:
                    stack.append((children, guards))
                continue
            if role is _DEFINITION and definitions is not None:
                definitions.append(node)
            if role is _STOP or role is _DEFINITION:
                continue
            if role is _ASSIGNMENT:
                for name in node.names():
                    found.setdefault(name, []).append((node, guards))
                stack.append((node.children(), guards))
            elif role is _IF:
                stack.append(([node.condition], guards))
                if node.then is not None:
                    stack.append(([node.then], guards + ((node, 'then'),)))
                if node.otherwise is not None:
                    stack.append(([node.otherwise], guards + ((node, 'else'),)))
            elif role is _CASE:
                stack.append(([node.subject], guards))
                for i, option in enumerate(node.options):
                    stack.append(([option], guards + ((node, i),)))
            else:       # a selector
                stack.append(([node.subject], guards))
                for i, entry in enumerate(node.entries):
                    stack.append(([entry.key], guards))
                    stack.append(([entry.value], guards + ((node, i),)))
    index = {}
    for name, entries in found.items():
        entries.sort(key=lambda e: position(e[0].span, e[0].span.end))
        index[name] = ([position(e[0].span, e[0].span.end) for e in entries], entries)
    return index

def index_plan(body, index=None, definitions=None):
    """The plan of ``body``'s index (given: index and definitions build_index
    found for this very body), or None when a node is not where its parent's
    fields say."""
    if index is None:
        definitions = []
        index = build_index(body, definitions)
    try:
        entries = [[name, [[_path(assignment, body),
                            [[_path(control, body), label] for control, label in guards]]
                           for assignment, guards in found]]
                   for name, (_ends, found) in index.items()]
        return [entries, [_path(node, body) for node in definitions]]
    except ValueError:
        return None


def apply_plan(plan, body, position):
    """(index, nested definitions) of ``body`` by ``plan``, as build_index gives
    them; ValueError when the plan does not fit the body (a damaged cache)."""
    try:
        entries, definition_paths = plan
        index = {}
        for name, planned in entries:
            ends, found = [], []
            for path, guard_paths in planned:
                assignment = _node_at(body, path)
                if _role(assignment) is not _ASSIGNMENT or name not in assignment.names():
                    raise ValueError('not an assignment of $%s' % name)
                guards = tuple((_control_at(body, control_path, label), label)
                               for control_path, label in guard_paths)
                end = position(assignment.span, assignment.span.end)
                if ends and end < ends[-1]:
                    raise ValueError('assignments out of order')
                ends.append(end)
                found.append((assignment, guards))
            index[name] = (ends, found)
        definitions = [_node_at(body, path) for path in definition_paths]
        if any(_role(node) is not _DEFINITION for node in definitions):
            raise ValueError('not a definition')
        return index, definitions
    except (TypeError, IndexError, AttributeError, KeyError):
        raise ValueError('an index plan that does not fit its body')


def _role(node):
    role = _INDEX_ROLES.get(node.__class__)
    return role if role is not None else _index_role(node.__class__)


def _control_at(body, path, label):
    control = _node_at(body, path)
    role = _role(control)
    if role is _IF:
        ok = label in ('then', 'else')
    elif role is _CASE or role is _SELECTOR:
        branches = control.options if role is _CASE else control.entries
        ok = label.__class__ is int and 0 <= label < len(branches)
    else:
        ok = False
    if not ok:
        raise ValueError('not a branch of a conditional')
    return control


def _node_at(body, path):
    node = body
    for k in range(0, len(path), 2):
        value = getattr(node, node.fields[path[k]])
        position = path[k + 1]
        if position == -1:
            node = value
        elif position >= 0:
            node = value[position]
        else:
            raise ValueError('not a position')
    if node is None:
        raise ValueError('no node there')
    return node


def _path(node, body):
    steps = []
    while node is not body:
        parent = node.parent
        if parent is None:
            raise ValueError('not in the body')
        steps.append(_step(parent, node))
        node = parent
    return [number for step in reversed(steps) for number in step]


def _step(parent, child):
    for number, name in enumerate(parent.fields):
        value = getattr(parent, name)
        if value is child:
            return number, -1
        if value.__class__ is list:
            for position, item in enumerate(value):
                if item is child:
                    return number, position
    raise ValueError('not among its parent\'s fields')
