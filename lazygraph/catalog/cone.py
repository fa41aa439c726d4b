"""The cone of one catalog key: which classes and defines `get` must evaluate.

A class's *footprint* is what its body may do to a catalog, read from its
code without evaluating it: the resources it may declare (type and the titles
its title expression can take), the classes it includes, the collectors,
overrides, relationships and realize calls it holds, and whether it does
something that cannot be read that way (``include $x``, ``create_resources``,
an unknown type). Each node kind adds its part (``Node.add_footprint``).

For a key ``Type[title]`` a class is *relevant* when its footprint may touch
the key, or when it includes (or inherits from) a relevant class. A compile
for that key (Compiler.cone) evaluates only relevant classes and define
instances; the others are declared (their Class resource exists) but their
bodies never run. Relevant classes run in Puppet's order, since cutting whole
include subtrees keeps the order of what remains.

Where Puppet's answer depends on what ran before -- a variable of a class the
cone skipped, ``defined()`` of something a skipped class may declare, a
resource-like declaration of a class a skipped class includes, a relationship
with a collector -- the compile raises WidenCone and the caller compiles the
whole structure instead (catalog/lazy.py). See docs/laziness.md.
"""
import functools
import itertools
import json
import weakref

from ..nodes.calls import Lambda, Parameter
from ..nodes.scope import Assignment

# More alternatives than this and a title expression is taken as "any title".
MAX_ALTERNATIVES = 64
# What functions do to the catalog: functions/effects.py (read by Call.add_footprint).


class WidenCone(BaseException):
    """The cone cannot answer exactly: compile the whole structure instead.
    A BaseException (like deep.EvaluationTimeout), so that nothing in the
    evaluator that handles errors mistakes it for one."""


class Titles:
    """The titles an expression may take: alternatives, or any title.

    An alternative is a tuple of pieces: literal text, or WILD for text we
    cannot know ("/srv/${x}.conf" is ('/srv/', WILD, '.conf')). Titles compare
    as Puppet may find them: case-insensitively (conservative), trailing
    slashes aside (File titles drop them)."""
    __slots__ = ('alternatives', '_patterns', '_resolved')

    def __init__(self, alternatives=None):
        self.alternatives = alternatives      # None: any title
        self._patterns = None
        self._resolved = None

    @classmethod
    def variable(cls, name):
        return cls([(Ref(name),)])

    def resolved(self, resolve):
        """These titles with every Ref replaced by what resolve(name) says."""
        if self.any or not self._has_refs():
            return self
        if self._resolved is None:
            out = Titles([])
            for alternative in self.alternatives:
                titles = EMPTY_STRING
                for piece in alternative:
                    part = resolve(piece.name) if isinstance(piece, Ref) else \
                        Titles([(piece,)])
                    titles = titles.concat(part)
                out = out.union(titles)
            self._resolved = out
        return self._resolved

    # -- as data (the footprint cache) ----------------------------------------------------
    def to_data(self):
        """None for any title, else the alternatives: one of literal text as that
        text, any other as its list of pieces (text, None for unknown text,
        {'v': name} for another class's variable)."""
        if self.any:
            return None
        return [a[0] if len(a) == 1 and type(a[0]) is str else
                [{'v': p.name} if isinstance(p, Ref) else p for p in a]
                for a in self.alternatives]

    @classmethod
    def from_data(cls, data):
        if data is None:
            return ANY
        return cls([(a,) if type(a) is str else
                    tuple(p if p is WILD or type(p) is str else Ref(_text(p['v'])) for p in a)
                    for a in data])

    @classmethod
    def literal(cls, text):
        return cls([(text,)])

    @property
    def any(self):
        return self.alternatives is None

    def union(self, other):
        if self.any or other.any or \
                len(self.alternatives) + len(other.alternatives) > MAX_ALTERNATIVES:
            return ANY
        return Titles(self.alternatives + other.alternatives)

    def concat(self, other):
        """Titles of "${a}${b}": each alternative of a followed by each of b."""
        left = self.alternatives if not self.any else [(WILD,)]
        right = other.alternatives if not other.any else [(WILD,)]
        if len(left) * len(right) > MAX_ALTERNATIVES:
            return ANY
        out = [_joined(a, b) for a in left for b in right]
        return ANY if (WILD,) in out else Titles(out)

    def matches(self, title, resolve=None):
        title = title.rstrip('/').casefold()
        if resolve is not None and not self.any and self._has_refs():
            # Another class's variable stands for some text: if the title does
            # not fit with any text there, no value of it can make it fit, and
            # that class's footprint is not read ("${confdir}/app12.conf").
            if not self._matches_text(title):
                return False
            self = self.resolved(resolve)
        return self._matches_text(title)

    def _has_refs(self):
        return any(isinstance(p, Ref) for a in self.alternatives for p in a)

    def _matches_text(self, title):
        """Whether the normalised ``title`` may be one of these titles, a Ref
        matching any text."""
        if self.any:
            return True
        wild = False
        for alternative in self.alternatives:
            if WILD in alternative or any(isinstance(p, Ref) for p in alternative):
                wild = True
            elif ''.join(alternative).rstrip('/').casefold() == title:
                return True
        if not wild:
            return False
        if self._patterns is None:      # each unknown piece or Ref matches any text
            self._patterns = [_glob_pattern(alt) for alt in self.alternatives
                              if not all(isinstance(p, str) for p in alt)]
        return any(_glob_match(pattern, title) for pattern in self._patterns)


WILD = None     # a piece of a title we cannot know


class Ref:
    """A piece that is another class's variable (``${app::params::dir}``):
    resolved when a key is matched, from that class's footprint, so a
    footprint depends on its own code only and can be cached."""
    __slots__ = ('name',)

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Ref) and other.name == self.name

    def __hash__(self):
        return hash(('ref', self.name))


def _glob_match(pattern, title):
    """Whether some text ``pattern`` stands for (its literal pieces in order,
    any text where it has WILD) is ``title`` once trailing slashes are dropped
    from both (File titles drop them): ``title`` itself, or ``title`` followed
    by slashes the pattern's text ends with -- '/etc/' then an empty unknown
    piece is /etc."""
    title = title.rstrip('/')
    slashes = sum(piece.count('/') for piece in pattern if piece is not WILD)
    return any(_glob_match_exactly(pattern, title + '/' * n) for n in range(slashes + 1))


def _glob_match_exactly(pattern, title):
    pieces = [p for p in pattern if p is not WILD]      # adjacent pieces merged
    if not pieces:
        return True
    first, last = pattern[0] is not WILD, pattern[-1] is not WILD
    if first and not title.startswith(pieces[0]):
        return False
    if last:
        if len(pieces) == 1 and first:
            return title == pieces[0]
        if not title.endswith(pieces[-1]):
            return False
    start = len(pieces[0]) if first else 0
    end = len(title) - len(pieces[-1]) if last else len(title)
    if start > end:
        return False
    for piece in pieces[1 if first else 0:len(pieces) - (1 if last else 0)]:
        found = title.find(piece, start, end)
        if found < 0:
            return False
        start = found + len(piece)
    return True


def _glob_pattern(alternative):
    """The pattern _glob_match takes for an alternative (a Titles' or the
    cache's data): its text casefolded, WILD for any other piece (unknown
    text, another class's variable), the final text's slashes dropped."""
    pieces = [p.casefold() if type(p) is str else WILD for p in alternative]
    if pieces and type(pieces[-1]) is str:
        pieces[-1] = pieces[-1].rstrip('/')
    return functools.reduce(_joined, ((p,) for p in pieces), ())


def _joined(left, right):
    """Two alternatives one after the other, adjacent pieces merged."""
    if not left:
        return right
    if not right:
        return left
    a, b = left[-1], right[0]
    if a is WILD and b is WILD:
        return left + right[1:]
    if isinstance(a, str) and isinstance(b, str):
        return left[:-1] + (a + b,) + right[1:]
    return left + right


ANY = Titles()
EMPTY_STRING = Titles([()])


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
        footprint = cls.__new__(cls)
        footprint._cone, footprint.owner = cone.weak_self, owner
        get = data.get
        footprint.declares = _entries(get('declares', _NO_ENTRIES))
        footprint.touches = _entries(get('touches', _NO_ENTRIES))
        includes, calls = get('includes'), get('calls')
        footprint.includes = {_text(name) for name in includes} if includes else _NOTHING
        footprint.calls = {_text(name) for name in calls} if calls else _NOTHING
        templates = get('templates')
        footprint.templates = {(_text(f), _text(t)) for f, t in templates} if templates \
            else _NOTHING
        footprint.unreadable = _type_name(get('unreadable'))
        footprint.parent = _type_name(get('parent'))
        footprint.variables = _text(get('variables', '{}'))     # decoded when first read
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
                        verdict = _literal_verdict(titles, normal)
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
        if type(self.variables) is str:      # the cache's text, read now
            try:
                variables = json.loads(self.variables)
            except ValueError:
                variables = None
            if type(variables) is not dict:
                return ANY          # damaged: any value
            self.variables = variables
        titles = self.variables.get(name)
        if titles is not None and not isinstance(titles, Titles):
            key = ('variable', name)
            if self._decoded is None:
                self._decoded = {}
            decoded = self._decoded.get(key)
            if decoded is None:
                decoded = self._decoded[key] = _decoded(titles)
            titles = decoded
        return titles

    def reaches(self):
        """The code this body runs or makes run: ('class'|'define'|'function'|
        'template', name), its parent class among them."""
        if self._reaches is None:
            core = _core_types()
            # a define declared -- or touched: a collector or an override may
            # change an instance's parameters, so what its body declares
            defines = {d for entries in (self.declares, self.touches) for d, _ in entries
                       if type(d) is str and d not in core and d != 'class'}
            if not (defines or self.includes or self.calls or self.templates or self.parent):
                self._reaches = ()
                return self._reaches
            self._reaches = tuple([('class', name) for name in sorted(self.includes)] +
                                  [('define', name) for name in sorted(defines)] +
                                  [('function', name) for name in sorted(self.calls)] +
                                  [('template', '%s\0%s' % t) for t in sorted(self.templates)] +
                                  ([('class', self.parent)] if self.parent else []))
        return self._reaches


def _untouching_leaves(table, type_name, title):
    """The names of the classes in a file's cached footprints ({'class NAME':
    data, ...}) that run nothing else -- no includes, calls, templates, parent
    or defines: reaches() is empty -- and whose declarations and touches
    cannot be ``type_name[title]``, read from the data exactly as from_data,
    reaches() and touches_directly() would read it. Anything else, damaged
    data included, is left out (relevant() judges it)."""
    normal = title.rstrip('/').casefold()
    core = _core_types()
    leaves = set()
    for key, data in table.items():
        if not key.startswith('class ') or type(data) is not dict:
            continue
        get = data.get
        if get('includes') or get('calls') or get('templates') or \
                get('parent') is not None or get('unreadable') is not None or \
                type(get('variables', '')) is not str:
            continue
        if _leaf_entries(get('declares', _NO_ENTRIES), type_name, normal, core) and \
                _leaf_entries(get('touches', _NO_ENTRIES), type_name, normal, core):
            leaves.add(key[6:])
    return leaves


def _leaf_entries(entries, type_name, normal, core):
    """Whether cached declares or touches name only core types (or classes)
    and none of them may be ``type_name`` titled ``normal``."""
    if type(entries) is not list:
        return entries is _NO_ENTRIES
    for entry in entries:
        if type(entry) is not list or len(entry) != 2:
            return False
        declared, titles = entry
        if type(declared) is str:
            if declared not in core and declared != 'class':
                return False        # a define's: its body runs
            if declared != type_name:
                continue
        elif declared is not None:
            return False            # damaged
        if _literal_verdict(titles, normal) is not False:
            return False
    return True


def _literal_verdict(data, normal):
    """Whether titles kept as data match the normalised title ``normal``, read
    from the data as Titles.matches would: True when a literal alternative is
    the title; False when none can be, even taking each unknown piece or other
    class's variable as any text; None when one might (or the data is not
    ours): then they are decoded and the variables resolved."""
    if type(data) is not list:
        return None
    found = maybe = False
    for alternative in data:
        if type(alternative) is not str:
            if type(alternative) is not list:
                return None
            if all(type(piece) is str for piece in alternative):
                alternative = ''.join(alternative)
            else:
                if not maybe:
                    maybe = _glob_match(_glob_pattern(alternative), normal)
                continue
        if not found and alternative.rstrip('/').casefold() == normal:
            found = True
    return True if found else (None if maybe else False)


_NO_ENTRIES = ()
_NOTHING = frozenset()     # a cached footprint's empty includes or calls (never added to)


@functools.lru_cache(maxsize=1)
def _core_types():
    from ..runtime import CORE_RESOURCE_TYPES
    return CORE_RESOURCE_TYPES


def _entries(data):
    if type(data) is not list and data is not _NO_ENTRIES:
        raise TypeError('not a list of entries')
    return data


def _text(text):
    if type(text) is not str:
        raise TypeError('not a name')
    return text


def _type_name(name):
    return None if name is None else _text(name)


def _decoded(data):
    """Titles kept in the cache; a damaged entry: any title (the class is then
    evaluated, never wrongly skipped)."""
    try:
        return Titles.from_data(data)
    except (KeyError, TypeError, ValueError, AttributeError):
        return ANY


class _TemplateCaller:
    """What finding and reading a template asks of the call naming it (errors
    say nothing here: the template is then taken as doing anything)."""
    span = None

    def __init__(self, runtime, name):
        self._runtime = runtime
        self.name = name

    def runtime(self):
        return self._runtime


class Cone:
    """Relevance of classes and defines for one key, memoised for one compile."""

    def __init__(self, runtime, type_name, title):
        self.weak_self = weakref.ref(self)    # what its footprints hold (no cycle back)
        self.runtime = runtime
        self.type_name = type_name.lower()
        self.title = title
        self._classes = {}        # name -> footprint (None: no such class)
        self._defines = {}
        self._functions = {}
        self._templates = {}
        self._relevant = {}       # ('class'|'define'|'function', name, type, title) -> bool
        self.skipped_classes = set()
        self.skipped_defines = set()
        self._closure = set()     # skipped_closure(): the classes among _reached
        self._reached = set()     # what the skipped code reaches, walked so far
        self._unwalked = []       # skipped since the closure was last extended
        self._leaves = set()      # classes judged by _file_leaves: they run nothing else
        self._file_leaves = {}    # Source -> those of its classes' names
        self.widened = None       # why the cone gave up, when it did

    # -- footprints ---------------------------------------------------------------------
    def class_footprint(self, name):
        name = name.lower().lstrip(':')
        if name not in self._classes:
            self._classes[name] = None    # a cycle reads as "nothing more"
            self._classes[name] = self._definition_footprint('class', name)
        return self._classes[name]

    def define_footprint(self, name):
        if name not in self._defines:
            self._defines[name] = None
            self._defines[name] = self._definition_footprint('define', name)
        return self._defines[name]

    def _definition_footprint(self, kind, name):
        """A loaded definition's footprint; else the one the cache keeps for the
        file that would define it (read and hashed, not parsed: a class the key
        does not need is never loaded); else load it."""
        definition = self.runtime.definitions[kind].get(name)
        if definition is None:
            footprint = self._unloaded_footprint(kind, name)
            if footprint is not None:
                return footprint
            definition = self.runtime.definition(kind, name)
        return None if definition is None else self._footprint(definition, name, kind)

    def _unloaded_footprint(self, kind, name):
        cache = self.runtime.parse_cache
        loader = self.runtime.loader
        if cache is None:
            return None
        for root, path in loader.served(loader.candidates_with_roots(kind, name), name):
            status = loader.file_status(path) if path not in loader.loaded else None
            if status is None:
                continue
            info, link = status     # one lstat serves the checks and the cache's index
            loader._confine(path, kind, name, self.runtime, link)   # never read out of a module
            data = cache.file_footprint(path, root, '%s %s' % (kind, name), info)
            if data is None:
                return None
            try:
                return Footprint.from_data(self, name, data)
            except (KeyError, TypeError, ValueError, AttributeError):
                return None
        return None

    def function_footprint(self, name):
        if name not in self._functions:
            self._functions[name] = None
            function = self.runtime.functions.get(name)
            if function is None and '::' in name:
                from ..errors import EvaluationError
                try:
                    function = self.runtime.function(name, None)
                except (EvaluationError, AttributeError):
                    function = None
            body = getattr(function, 'body', None)
            self._functions[name] = None if body is None else \
                self._footprint(function, name, 'function')
        return self._functions[name]

    def _footprint(self, definition, name, kind='class'):
        """From the parse cache when the file was seen before (the body is then
        never built), else read from the body and remembered there."""
        cache = self.runtime.parse_cache
        source = definition.span.source if definition.span is not None else None
        key = '%s %s' % (kind, name)
        if cache is not None and source is not None:
            data = cache.footprint(source, key)
            if data is not None:
                try:
                    return Footprint.from_data(self, name, data)
                except (KeyError, TypeError, ValueError, AttributeError):
                    pass    # not our format: read the body again
        footprint = Footprint.of(self, name, definition)
        if cache is not None and source is not None:
            cache.remember_footprint(source, key, footprint.to_data())
        return footprint

    def variable_titles(self, name, seen=frozenset()):
        """Titles of another class's variable ``$cls::var`` (a Ref's value)."""
        class_name, _, var = name.rpartition('::')
        footprint = self.class_footprint(class_name) if name not in seen else None
        titles = footprint.variable(var) if footprint is not None else None
        if titles is None:
            return ANY        # a parameter, a class not found: anything
        return titles.resolved(lambda other: self.variable_titles(other, seen | {name}))

    # -- relevance ----------------------------------------------------------------------
    def footprint(self, kind, name):
        if kind == 'class':
            return self.class_footprint(name)
        if kind == 'template':
            return self.template_footprint(name)
        return self.define_footprint(name) if kind == 'define' else \
            self.function_footprint(name)

    def template_footprint(self, name):
        """A template's footprint ('function\0name or text'), read now: an EPP
        template's code, as a body's (every variable it reads taken as any
        value); an ERB template may do anything when it calls a function
        through its scope, else nothing; one not found or not readable may do
        anything (its compile says why)."""
        if name not in self._templates:
            self._templates[name] = None
            self._templates[name] = self._template_footprint(name, *name.split('\0', 1))
        return self._templates[name]

    def _template_footprint(self, name, function_name, text):
        from ..errors import LazygraphError
        from ..functions.templates import _compiled_erb
        from ..source import Source
        from ..templates import find_template, parsed_epp, read_template
        runtime = self.runtime
        footprint = Footprint(self, name)
        caller = _TemplateCaller(runtime, function_name)
        try:
            if function_name in ('epp', 'template'):
                path = find_template(runtime, text, caller,
                                     'EPP' if function_name == 'epp' else 'ERB')
                source = read_template(runtime, path, caller)
            else:
                source = Source(text, function_name)
            if function_name in ('epp', 'inline_epp'):
                footprint.position = -1     # its variables: its parameters, any scope's
                footprint.visit(parsed_epp(runtime, source))
                footprint.position = None
            elif ('call_function' in source.text or 'function_' in source.text) and \
                    _compiled_erb(runtime, source).calls_functions():
                # (no such name, no call: the subset refuses send and its kin)
                footprint.cannot_read('a template calling functions')
        except (LazygraphError, AttributeError, TypeError, ValueError):
            footprint.cannot_read('a template not read')
        return footprint

    def relevant(self, kind, name, type_name=None, title=None):
        """May running this class, define or function (and all it makes run)
        change the resource? A class not found counts as relevant: the compile
        then reports it where Puppet does.

        Everything the walk reaches is judged at once and remembered: a node is
        relevant when it may touch the key itself or reaches one that may.
        Profiles share modules, and each profile's include is asked in turn:
        each definition is read once, not once per profile reaching it."""
        type_name = (type_name or self.type_name).lower()
        title = self.title if title is None else title
        start = (kind, name.lower().lstrip(':'))
        tail = (type_name, title)
        known = self._relevant.get(start + tail)
        if known is not None:
            return known
        if start != ('define', type_name):
            footprint = self.footprint(*start)
            if footprint is not None:
                if footprint.touches_directly(type_name, title):
                    self._relevant[start + tail] = True
                    return True
                if not footprint.reaches():
                    # a body that runs nothing else (most of a module's classes)
                    self._relevant[start + tail] = False
                    return False
        hits, following = self._walk(start, type_name, title, tail)
        if start in hits:
            self._relevant[start + tail] = True      # itself: nothing else judged
            return True
        callers = {}
        for node, reached in following.items():
            for item in reached:
                callers.setdefault(item, []).append(node)
        relevant = set(hits)
        pending = list(hits)
        while pending:
            for caller in callers.get(pending.pop(), ()):
                if caller not in relevant:
                    relevant.add(caller)
                    pending.append(caller)
        judged = self._relevant
        for node in following:
            judged[node + tail] = node in relevant
        return start in relevant

    def _walk(self, start, type_name, title, tail):
        """The nodes reachable from ``start`` that may touch the key themselves
        (a start that does: only it), and what each reached node runs
        ({node: (node, ...)}; nodes judged before have nothing below them)."""
        hits = set()
        following = {}
        stack = [start]
        while stack:
            node = stack.pop()
            if node in following:
                continue
            known = self._relevant.get(node + tail)
            reached = ()
            if known is not None:
                hit = known
            elif node == ('define', type_name):
                hit = True       # an instance of the key's own type: its parameters
            else:
                footprint = self.footprint(*node)
                if footprint is None:
                    hit = node[0] == 'class'
                elif footprint.touches_directly(type_name, title):
                    hit = True
                else:
                    hit = False
                    reached = footprint.reaches()
            following[node] = reached
            if hit:
                hits.add(node)
                if node == start:
                    return hits, following
            stack.extend(reached)
        return hits, following

    def class_relevant(self, name):
        if name not in self._classes and self._judged_leaf(name):
            return False
        return self.relevant('class', name)

    def _judged_leaf(self, name):
        """Whether the loaded class ``name`` is one its file's cached footprints
        show to run nothing else and to name nothing the key can be (most
        classes `get` skips): judged for all the file's classes in one pass
        over the data (_file_leaves), without reading each into a Footprint.
        The verdict is remembered as relevant() would remember it."""
        cache = self.runtime.parse_cache
        definition = self.runtime.definitions['class'].get(name)
        if cache is None or definition is None or definition.span is None:
            return False
        source = definition.span.source
        leaves = self._file_leaves.get(source)
        if leaves is None:
            leaves = self._file_leaves[source] = _untouching_leaves(
                cache.footprints(source), self.type_name, self.title)
        if name not in leaves:
            return False
        self._leaves.add(name)
        self._relevant[('class', name, self.type_name, self.title)] = False
        return True

    def define_relevant(self, name):
        return self.relevant('define', name)

    # -- what the skipped code may have done (order hazards) ----------------------------
    def skip_class(self, name):
        if name not in self.skipped_classes:
            self.skipped_classes.add(name)
            self._unwalked.append(('class', name))

    def skip_define(self, name):
        if name not in self.skipped_defines:
            self.skipped_defines.add(name)
            self._unwalked.append(('define', name))

    def skipped_closure(self):
        """Every class skipped code includes or inherits from, transitively:
        the skipped classes, what they and skipped define instances include,
        through the defines they declare and the functions they call. Grown by
        what was skipped since it was last asked: nothing is walked twice."""
        if self._unwalked:
            self._walk_skipped()
        return self._closure

    def _walk_skipped(self):
        reached, closure, leaves = self._reached, self._closure, self._leaves
        stack, self._unwalked = self._unwalked, []
        while stack:
            node = stack.pop()
            if node in reached:
                continue
            reached.add(node)
            if node[0] == 'class':
                closure.add(node[1])
                if node[1] in leaves:
                    continue        # runs nothing else
            footprint = self.footprint(*node)
            if footprint is not None:
                stack.extend(footprint.reaches())

    def skipped_may_declare(self, type_name, title):
        """Might a skipped class or define instance have declared this resource?"""
        type_name = type_name.lower()
        if type_name == 'class':
            return title.lower().lstrip(':') in self.skipped_closure()
        return any(self.relevant('class', c, type_name, title) for c in self.skipped_closure()) \
            or any(self.relevant('define', d, type_name, title) for d in self.skipped_defines)

    def widen(self, why, node=None):
        span = getattr(node, 'span', None)
        self.widened = why + (' (%s)' % span.location() if span is not None else '')
        raise WidenCone(self.widened)

    def stats(self):
        return {'classes skipped': len(self.skipped_classes),
                'define types skipped': len(self.skipped_defines)}
