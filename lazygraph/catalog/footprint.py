"""A class's or define's footprint: what its body may do to a catalog, read from
its code without evaluating it (catalog/cone.py says how a key's cone uses it).
Footprints are kept in the parse cache as data; a loaded file's leaf classes are
judged from that data in one pass (untouching_leaves), from a summary of it written
with it when there is one."""
import functools
import itertools
import json

from ..nodes.calls import Lambda, Parameter
from ..nodes.scope import Assignment
from ..syntax.cache_json import scan_json_line
from .titles import ANY, MAX_ALTERNATIVES, Titles, _glob_match, _glob_pattern

# What functions do to the catalog: functions/effects.py (read by Call.add_footprint).


class Footprint:
    """What a class, define or function body may do to a catalog. Read from
    the body's code alone (other classes' variables stay Refs), so it is kept
    in the parse cache beside the file and read back without the body."""
    # A `get` reads one per class it may reach (2,000 in a big manifest).
    __slots__ = ('_cone', 'owner', 'declares', 'includes', 'touches', 'calls', 'templates',
                 'unreadable', 'variables', 'parent', 'assignments', 'definite', 'scoped',
                 'position', '_reaches', '_decoded')

    def __init__(self, cone, owner):
        self._cone = cone.weak_self    # the cone keeps its footprints: no cycle back
        self.owner = owner
        self.declares = []        # (type or None for any, Titles)
        self.includes = set()     # class names
        self.touches = []         # overrides, collectors, relationships, realize: (type, Titles)
        self.calls = set()        # Puppet-language functions called
        self.templates = set()    # (function, literal name or text) of templates rendered
        self.unreadable = None    # why the footprint is not known (then: may touch anything)
        self.variables = {}       # variable -> Titles of what the body assigns to it
        self.parent = None        # the class it inherits from
        self.assignments = {}     # while building: variable -> [(value node, statement)]
        self.definite = {}        # while building: variable -> first statement assigning it
        self.scoped = set()       # while building: variables a lambda assigns or binds
        self.position = None      # while building: the statement being read
        self._reaches = None      # reaches(), once read
        self._decoded = {}        # titles kept as data (from_data), decoded when first matched

    @property
    def cone(self):
        return self._cone()

    @classmethod
    def of(cls, cone, owner, definition):
        footprint = cls(cone, owner)
        parent = getattr(definition, 'parent_name', None)
        footprint.parent = parent.lower().lstrip(':') if parent else None
        body = definition.body
        statements = body.statements if body.holds_statements else [body]
        for index, statement in enumerate(statements):
            footprint._note_assignments(statement, index)
            for name in statement.definitely_assigns():
                footprint.definite.setdefault(name, index)
        footprint.position = -1        # parameter defaults: before the body
        for param in getattr(definition, 'params', None) or ():
            footprint.visit(param)
        for index, statement in enumerate(statements):
            footprint.position = index
            footprint.visit(statement)
        footprint.position = None      # what other classes read: the body's last values
        footprint.variables = {name: footprint.variable_titles(name, frozenset())
                               for name in sorted(footprint.assignments)}
        footprint.assignments = {}
        return footprint

    def _note_assignments(self, statement, index):
        """Record the body's assignments (value, top-level statement index) and
        the names a lambda assigns or binds: those have a scope of their own."""
        for node in statement.walk():
            if isinstance(node, Assignment):
                local = any(isinstance(a, Lambda) for a in
                            itertools.takewhile(lambda a: a is not statement, node.ancestors()))
                for var in node.names():
                    if local:
                        self.scoped.add(var)
                    else:
                        self.assignments.setdefault(var, []).append((node.value, index))
            elif isinstance(node, Parameter):     # a lambda's
                self.scoped.add(node.name)

    # -- building (called by the node kinds) --------------------------------------------
    def visit(self, node):
        if node is not None:
            node.add_footprint(self)

    def visit_children(self, node):
        for child in node.children():
            child.add_footprint(self)

    def declare(self, type_name, titles):
        if type_name == 'class':
            # create_resources('class', ...), ensure_resource('class', ...): the
            # classes they declare are not known here (`class { 'x': }` is an include)
            self.cannot_read('classes declared by a function')
        self.declares.append((type_name, titles))

    def touch(self, type_name, titles):
        self.touches.append((type_name, titles))

    def include(self, name):
        self.includes.add(name.lower().lstrip(':'))

    def renders(self, function_name, args):
        """A template the body renders (epp, template, inline_...): its code may
        do what a body does. Kept by name (or text), read when a key is matched
        -- its file may change apart from this one --; a computed name: the
        template may do anything."""
        texts = args if function_name in ('template', 'inline_template') else args[:1]
        for arg in texts:
            titles = self.titles_of(arg)
            if titles.any or not all(len(a) == 1 and type(a[0]) is str
                                     for a in titles.alternatives):
                self.cannot_read('%s of a computed template' % function_name)
                return
            for (text,) in titles.alternatives:
                self.templates.add((function_name, text))

    def cannot_read(self, why):
        if self.unreadable is None:
            self.unreadable = why

    def titles_of(self, node):
        """The titles an expression may take (Titles)."""
        return node.possible_titles(self) if node is not None else ANY

    def variable_titles(self, name, seen):
        """Titles of ``$name`` where it is read: the union of what this body
        assigns to it, when a statement before always assigns it (else it may
        be an outer scope's, or undef: anything); a variable of another class
        is a Ref, resolved when keys are matched."""
        if name.startswith('::'):
            name = name[2:]
            if '::' not in name:
                return ANY        # the top scope's, not this body's
        if '::' in name:
            return Titles.variable(name.lower())
        values = self.assignments.get(name)
        first = self.definite.get(name)
        if not values or name in self.scoped or name in seen or first is None or \
                (self.position is not None and first >= self.position):
            return ANY    # a parameter, a lambda's, an outer scope's: anything
        seen = seen | {name}
        titles = Titles([])
        reading = self.position
        try:
            for value, index in values:
                self.position = index      # what it reads, it reads there
                titles = titles.union(value.possible_titles(self, seen))
                if titles.any:
                    break
        finally:
            self.position = reading
        return titles

    # -- as data (the footprint cache) --------------------------------------------------
    def to_data(self):
        """The cache's form: empty parts left out, the variables as JSON text
        of their own (decoded only when another class's title refers to one)."""
        data = {'declares': [[t, titles.to_data()] for t, titles in self.declares],
                'touches': [[t, titles.to_data()] for t, titles in self.touches],
                'includes': sorted(self.includes), 'calls': sorted(self.calls),
                'templates': sorted([f, t] for f, t in self.templates),
                'unreadable': self.unreadable, 'parent': self.parent,
                'variables': json.dumps({k: v.to_data() for k, v in self.variables.items()},
                                        sort_keys=True, separators=(',', ':'))
                if self.variables else None}
        return {k: v for k, v in data.items() if v}

    @classmethod
    def from_data(cls, cone, owner, data):
        """A footprint from the cache. What it declares and touches stays the
        cache's data (never changed: the session's table holds it), read when a
        key asks: most titles are literal text, compared as they are; the others
        are decoded when first matched. A damaged entry then reads as 'may touch
        anything'."""
        # (a `get` reads a footprint for each of the hundreds of classes its
        # cone reaches: its parts are checked here, a call each at most)
        footprint = cls.__new__(cls)
        footprint._cone, footprint.owner = cone.weak_self, owner
        get = data.get
        footprint.declares = declares = get('declares', _NO_ENTRIES)
        footprint.touches = touches = get('touches', _NO_ENTRIES)
        footprint.unreadable = unreadable = get('unreadable')
        footprint.parent = parent = get('parent')
        footprint.variables = variables = get('variables', '{}')    # decoded when first read
        if (type(declares) is not list and declares is not _NO_ENTRIES) or \
                (type(touches) is not list and touches is not _NO_ENTRIES) or \
                type(unreadable) not in _OPTIONAL_TEXT or \
                type(parent) not in _OPTIONAL_TEXT or type(variables) is not str:
            raise TypeError('not a footprint')
        includes, calls, templates = get('includes'), get('calls'), get('templates')
        footprint.includes = _names(includes) if includes else _NOTHING
        footprint.calls = _names(calls) if calls else _NOTHING
        footprint.templates = _template_names(templates) if templates else _NOTHING
        footprint.assignments = None
        footprint._reaches = None
        footprint._decoded = None      # made when a title is first decoded
        return footprint

    # -- reading ------------------------------------------------------------------------
    def touches_directly(self, type_name, title):
        """May this body itself (not what it includes or declares) change the resource?"""
        if self.unreadable is not None:
            return True
        normal = None
        try:
            for entries in (self.declares, self.touches):
                for i, (declared, titles) in enumerate(entries):
                    if declared != type_name and declared is not None:
                        if type(declared) is str:
                            continue
                        return True         # damaged: may touch anything
                    if type(titles) is not Titles:      # the cache's data
                        if normal is None:
                            normal = title.rstrip('/').casefold()
                        verdict = _literal_verdict(titles, normal, self.cone.variable_data)
                        if verdict is not None:
                            if verdict:
                                return True
                            continue
                        titles = self._decoded_titles(entries, i, titles)
                    if titles.matches(title, self.cone.variable_titles):
                        return True
        except (TypeError, ValueError):     # an entry of the wrong shape: damaged
            return True
        return False

    def _decoded_titles(self, entries, i, data):
        key = (entries is self.declares, i)
        if self._decoded is None:
            self._decoded = {}
        titles = self._decoded.get(key)
        if titles is None:
            titles = self._decoded[key] = _decoded(data)
        return titles

    def variable(self, name):
        """The Titles of a variable the body assigns, None if it assigns none."""
        variables = self._variables()
        if variables is None:
            return ANY          # damaged: any value
        titles = variables.get(name)
        if titles is not None and not isinstance(titles, Titles):
            key = ('variable', name)
            if self._decoded is None:
                self._decoded = {}
            decoded = self._decoded.get(key)
            if decoded is None:
                decoded = self._decoded[key] = _decoded(titles)
            titles = decoded
        return titles

    def variable_data(self, name):
        """What the body's variables hold for ``name``: the cache's data of its
        titles (what variable() decodes) for a footprint read from the cache;
        None when it assigns none or they are damaged."""
        variables = self._variables()
        return None if variables is None else variables.get(name)

    def _variables(self):
        """{variable: titles} of the body (the cache's text read the first time
        one is asked for), None when damaged."""
        if type(self.variables) is str:
            try:
                variables = scan_json_line(self.variables)
            except ValueError:
                return None
            if type(variables) is not dict:
                return None
            self.variables = variables
        return self.variables

    def reaches(self):
        """The code this body runs or makes run: ('class'|'define'|'function'|
        'template', name), its parent class among them."""
        reaches = self._reaches
        if reaches is None:
            reaches = self._reaches = self._reached()
        return reaches

    def _reached(self):
        # (loops, no comprehensions: each was a function made and called, for
        # each of the hundreds of footprints a `get` reads)
        core = _core_types()
        # a define declared -- or touched: a collector or an override may
        # change an instance's parameters, so what its body declares
        defines = set()
        for entries in (self.declares, self.touches):
            for declared, _ in entries:
                if type(declared) is str and declared not in core and declared != 'class':
                    defines.add(declared)
        if not (defines or self.includes or self.calls or self.templates or self.parent):
            return ()
        reached = []
        for kind, names in (('class', self.includes), ('define', defines),
                            ('function', self.calls)):
            for name in sorted(names):
                reached.append((kind, name))
        for template in sorted(self.templates):
            reached.append(('template', '%s\0%s' % template))
        if self.parent:
            reached.append(('class', self.parent))
        return tuple(reached)


def untouching_leaves(footprints, type_name, title):
    """The names of the leaf classes of a file's cached footprints (a
    syntax/footprint_file.FootprintFile) that cannot touch ``type_name[title]``:
    what _untouching_leaves reads from all its entries, read from the summary
    written with them when it has one (one line of names, one of the index)."""
    summary = footprints.leaf_summary()
    if summary is not None:
        leaves, judged = summary
        normal = _normal_title(title)
        named = footprints.leaves_naming(type_name, normal)
        if named is not None:
            found = set(leaves)
            found.difference_update(named)
            exact = judged.get(type_name, []) + judged.get(None, [])
            found.difference_update(exact)
            for name in exact:
                key = 'class ' + name
                if _untouching_leaf(key, footprints.get(key), type_name, normal):
                    found.add(name)
            return found
    return _untouching_leaves(footprints.entries(), type_name, title)


def _untouching_leaves(table, type_name, title):
    """The names of the classes in a file's cached footprints ({'class NAME':
    data, ...}) that run nothing else -- no includes, calls, templates, parent
    or defines: reaches() is empty -- and whose declarations and touches
    cannot be ``type_name[title]``, read from the data exactly as from_data,
    reaches() and touches_directly() would read it. Anything else, damaged
    data included, is left out (relevant() judges it)."""
    normal = _normal_title(title)
    return {key[6:] for key, data in table.items()
            if _untouching_leaf(key, data, type_name, normal)}


def leaf_summary(table):
    """What untouching_leaves reads of a file's cached footprints ({'class
    NAME': data, ...}) in place of them, for any key: (the leaf classes' names
    -- those _leaf_entries reads --, {type: the leaves that must be judged one
    by one for a key of that type (None: of any type): a declaration or touch
    of it with titles not all literal text}, {(type, normalised title): the
    leaves that declare or touch that literal title as that type}), each list
    sorted. A leaf in neither for a key cannot touch it."""
    leaves, judged, named = [], {}, {}
    for key in sorted(table):
        entries = _leaf_entries(key, table[key])
        if entries is None:
            continue
        name = key[6:]
        leaves.append(name)
        for declared, titles in entries:
            parts = _title_parts(titles) if declared is not None else None
            if parts is None or parts[1]:
                judged.setdefault(declared, set()).add(name)
            else:
                for normal in parts[0]:
                    named.setdefault((declared, normal), set()).add(name)
    return leaves, {t: sorted(names) for t, names in judged.items()}, \
        {key: sorted(names) for key, names in named.items()}


# What the cached footprint of a class that runs nothing else may hold.
_LEAF_PARTS = frozenset(['declares', 'touches', 'variables'])


def _untouching_leaf(key, data, type_name, normal):
    """Whether the cached footprint ``data`` of ``key`` is a leaf class's none
    of whose declarations or touches may be ``type_name`` titled ``normal``."""
    entries = _leaf_entries(key, data)
    return entries is not None and all(
        _literal_verdict(titles, normal) is False
        for declared, titles in entries if declared == type_name or declared is None)


def _leaf_entries(key, data):
    """The declarations and touches ([type or None for any, titles]) of the
    cached footprint ``data`` of ``key`` when it is a class's that runs nothing
    else -- only core types (or classes) named --; else None, damaged data
    included."""
    # to_data leaves empty parts out: a footprint with only these parts
    # includes, calls and renders nothing and has no parent
    if type(data) is not dict or not data.keys() <= _LEAF_PARTS or \
            not key.startswith('class ') or type(data.get('variables', '')) is not str:
        return None
    core = _core_types()
    entries = []
    for part in ('declares', 'touches'):
        listed = data.get(part, _NO_ENTRIES)
        if type(listed) is not list:
            if listed is _NO_ENTRIES:
                continue
            return None
        for entry in listed:
            if type(entry) is not list or len(entry) != 2:
                return None
            declared = entry[0]
            if not (declared is None or type(declared) is str and
                    (declared in core or declared == 'class')):
                return None         # a define's (its body runs), or damaged
        entries += listed
    return entries


def _normal_title(title):
    """A title as titles are compared (File titles drop trailing slashes)."""
    return title.rstrip('/').casefold()


def _literal_verdict(data, normal, variable=None):
    """Whether titles kept as data match the normalised title ``normal``, read
    from the data as Titles.matches would: True when a literal alternative is
    the title; False when none can be, even taking each unknown piece or other
    class's variable as any text; None when one might (or the data is not
    ours): then they are decoded and the variables resolved. variable(name):
    the cache's data of another class's variable's titles (Cone.variable_data):
    titles that are such a variable alone are judged by its literal values."""
    parts = _title_parts(data)
    if parts is None:
        return None
    literal, patterns = parts
    if normal in literal:
        return True
    for pattern in patterns:
        if variable is not None and len(data) == 1:
            values = _lone_variable_values(pattern, variable)
            if values is not None:
                return normal in values
        if _pieces_lie_in(pattern, normal) and _glob_match(_glob_pattern(pattern), normal):
            return None
    return False


def _lone_variable_values(pattern, variable):
    """The values, normalised as _normal_title does, of the alternative
    ``pattern`` (the cache's data) when it is another class's variable alone
    (``file { $app::params::confdir: }``) whose titles are literal text -- its
    titles are then exactly those --; else None (Titles.resolved reads it)."""
    if len(pattern) != 1 or type(pattern[0]) is not dict:
        return None
    name = pattern[0].get('v')
    values = variable(name) if type(name) is str else None
    # (more than Titles keep is read as any title there: left to them)
    if type(values) is not list or len(values) > MAX_ALTERNATIVES or \
            not {*map(type, values)} <= _TEXT:
        return None
    normalised = []
    for value in values:
        normalised.append(value.rstrip('/').casefold())
    return normalised


def _pieces_lie_in(pattern, normal):
    """Whether each literal piece of the alternative ``pattern`` (the cache's
    data), casefolded and its trailing slashes aside, lies in the normalised
    title ``normal``: _glob_match's first question, asked of the pieces before
    they are merged into its pattern (a merged piece holds each of them, so
    one that does not lie in the title fails it there too). Most patterns of a
    `get`'s hundreds of footprints fail here, without a pattern made."""
    for piece in pattern:
        if type(piece) is str and piece.casefold().rstrip('/') not in normal:
            return False
    return True


def _title_parts(data):
    """Titles kept as data: (their literal alternatives, normalised as
    _normal_title does, the alternatives with unknown pieces), None when the
    data is not ours."""
    if type(data) is not list:
        return None
    literal, patterns = [], []
    for alternative in data:
        if type(alternative) is not str:
            if type(alternative) is not list:
                return None
            if not {*map(type, alternative)} <= _TEXT:     # (no generator made)
                patterns.append(alternative)
                continue
            alternative = ''.join(alternative)
        literal.append(alternative.rstrip('/').casefold())     # (no call per title)
    return literal, patterns


_NO_ENTRIES = ()
_NOTHING = frozenset()     # a cached footprint's empty includes, calls or templates


@functools.lru_cache(maxsize=1)
def _core_types():
    from ..runtime import CORE_RESOURCE_TYPES
    return CORE_RESOURCE_TYPES


def _names(names):
    """The names kept in the cache's data: its list, if of strings."""
    if type(names) is not list or not {*map(type, names)} <= _TEXT:
        raise TypeError('not a list of names')
    return names


def _template_names(templates):
    """The templates kept in the cache's data ([[function, name or text], ...]):
    a set of pairs."""
    if type(templates) is not list:
        raise TypeError('not a list of templates')
    found = set()
    for pair in templates:
        if type(pair) is not list or len(pair) != 2 or not {*map(type, pair)} <= _TEXT:
            raise TypeError('not a template')
        found.add((pair[0], pair[1]))
    return found


_TEXT = frozenset([str])
_OPTIONAL_TEXT = frozenset([str, type(None)])


def _decoded(data):
    """Titles kept in the cache; a damaged entry: any title (the class is then
    evaluated, never wrongly skipped)."""
    try:
        return Titles.from_data(data)
    except (KeyError, TypeError, ValueError, AttributeError):
        return ANY
