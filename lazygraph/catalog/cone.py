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
import weakref

from ..errors import LazygraphError
from ..source import Source, max_input_size
from ..templates import find_template, parsed_epp, read_template
from .footprint import Footprint, untouching_leaves
from .titles import ANY

class WidenCone(BaseException):
    """The cone cannot answer exactly: compile the whole structure instead.
    A BaseException (like deep.EvaluationTimeout), so that nothing in the
    evaluator that handles errors mistakes it for one."""


class _TemplateCaller:
    """What finding and reading a template asks of the call naming it (errors
    say nothing here: the template is then taken as doing anything)."""
    span = None

    def __init__(self, runtime, name):
        self._runtime = runtime
        self.name = name

    def runtime(self):
        return self._runtime


def _calls_functions(runtime, source):
    from ..functions.templates import _compiled_erb    # (it registers built-ins)
    return _compiled_erb(runtime, source).calls_functions()


class Cone:
    """Relevance of classes and defines for one key, memoised for one compile."""

    def __init__(self, runtime, type_name, title):
        self.weak_self = weakref.ref(self)    # what its footprints hold (no cycle back)
        self.runtime = runtime
        self.type_name = type_name.lower()
        self.title = title
        self._key = (self.type_name, title)      # as the keys of _relevant end
        # the runtime never replaces this dict: classes loaded later appear in it
        self._class_definitions = runtime.definitions['class']
        self._classes = {}        # name -> footprint (None: no such class)
        self._defines = {}
        self._functions = {}
        self._templates = {}
        self._relevant = {}       # ('class'|'define'|'function', name, type, title) -> bool
                                  # (but the leaves of the key: _remembered)
        self.skipped_classes = set()
        self.skipped_defines = set()
        self._closure = set()     # skipped_closure(): the classes among _reached
        self._reached = set()     # what the skipped code reaches, walked so far
        self._unwalked = []       # skipped since the closure was last extended
        self._leaves = set()      # classes judged by _file_leaves: they run nothing else
                                  # and cannot touch the key
        self._file_leaves = {}    # Source -> its classes' names that are leaves (class_relevant)
        self.widened = None       # why the cone gave up, when it did
        self.input_limit = max_input_size()   # read once: it reads the environment

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
            data = cache.file_footprint(path, root, '%s %s' % (kind, name), info,
                                        self.input_limit)
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

    def variable_data(self, name):
        """The cache's data of the titles of another class's variable
        ``$cls::var`` (footprint.variable_data), None when not known as data:
        variable_titles() then reads it."""
        class_name, _, var = name.rpartition('::')
        footprint = self.class_footprint(class_name)
        return footprint.variable_data(var) if footprint is not None else None

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
        # (imported once, at module level: a control repo's cone reads a
        # template per module, and an import statement costs each time it runs)
        runtime = self.runtime
        footprint = Footprint(self, name)
        caller = _TemplateCaller(runtime, function_name)
        index = None
        try:
            if function_name in ('epp', 'template'):
                path = find_template(runtime, text, caller,
                                     'EPP' if function_name == 'epp' else 'ERB')
                index = self._template_index(path)
                known = self._indexed_template(index, path, name)
                if known is not None:
                    return known
                source = read_template(runtime, path, caller)
            else:
                source = Source(text, function_name)
            if function_name in ('epp', 'inline_epp'):
                footprint.position = -1     # its variables: its parameters, any scope's
                footprint.visit(parsed_epp(runtime, source))
                footprint.position = None
            elif ('call_function' in source.text or 'function_' in source.text) and \
                    _calls_functions(runtime, source):
                # (no such name, no call: the subset refuses send and its kin)
                footprint.cannot_read('a template calling functions')
        except (LazygraphError, AttributeError, TypeError, ValueError):
            footprint.cannot_read('a template not read')
        else:
            if index is not None:
                index.record(path, source, {'template': footprint.to_data()})
        return footprint

    def _template_index(self, path):
        """The cache's FileIndex for the template file ``path`` (None: no cache,
        or a file outside the modulepath)."""
        cache = self.runtime.parse_cache
        root = self.runtime.loader.root_of(path) if cache is not None else None
        return cache.file_index(root) if root is not None else None

    def _indexed_template(self, index, path, name):
        """The footprint ``index`` keeps for the template file ``path`` while the
        file is unchanged (a warm `get` reads no template), else None."""
        if index is None:
            return None
        # (the stat find_template took: the template is checked against the file it found)
        table = index.footprints(path, self.runtime.templates.statuses.get(path),
                                 self.input_limit)
        if table is None or 'template' not in table:
            return None
        try:
            return Footprint.from_data(self, name, table['template'])
        except (KeyError, TypeError, ValueError, AttributeError):
            return None     # not our format: read the template again

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
        known = self._remembered(start, tail)
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
            known = self._remembered(node, tail)
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

    def _remembered(self, node, tail):
        """The verdict on ``node`` for the key ``tail`` if it was judged, else
        None. The leaves class_relevant judged for this cone's own key are
        remembered in _leaves alone: most are never asked about again, and a
        `get` skips thousands."""
        known = self._relevant.get(node + tail)
        if known is None and self._leaves and node[0] == 'class' and \
                node[1] in self._leaves and tail == self._key:
            return False
        return known

    def class_relevant(self, name):
        """relevant('class', name), most classes `get` skips answered without
        reading their footprints: a loaded class that its file's cached
        footprints show to run nothing else and to name nothing the key can be
        (a leaf), judged for all the file's classes in one pass over the data
        (_file_leaves, from the summary kept with them:
        footprint.untouching_leaves). The verdict is remembered in _leaves
        (_remembered): a class included again is answered at once."""
        if name in self._leaves:
            return False
        if name not in self._classes:       # (its footprint read: relevant() knows)
            definition = self._class_definitions.get(name)
            span = definition.span if definition is not None else None
            if span is not None:
                leaves = self._file_leaves.get(span.source)
                if leaves is None:
                    leaves = self._read_file_leaves(span.source)
                if name in leaves:
                    self._leaves.add(name)
                    return False
        return self.relevant('class', name)

    def _read_file_leaves(self, source):
        """The names of the leaves among the classes of the file ``source``
        (none known without a parse cache), kept in _file_leaves."""
        cache = self.runtime.parse_cache
        leaves = self._file_leaves[source] = frozenset() if cache is None else \
            untouching_leaves(cache.footprints(source), self.type_name, self.title)
        return leaves

    def define_relevant(self, name):
        return self.relevant('define', name)

    # -- what the skipped code may have done (order hazards) ----------------------------
    def skip_class(self, name):
        if name not in self.skipped_classes:
            self.skipped_classes.add(name)
            if name in self._leaves:
                self._closure.add(name)     # runs nothing else: nothing to walk
            else:
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
