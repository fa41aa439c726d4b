"""The graph node: one parent, a span, children by field, three target states.

Every node can be brought, just in time and memoised, into one of the
yay resolver's three states:

* ``expand()``  -- traversable: control flow chosen (an ``if`` becomes its taken
  branch), variables followed to what they name. Returns a node.
* ``fold()``    -- constant folded: a data node (Boxed/Sequence/Mapping) or, when
  something unknown is in the way, ``CantFold`` carrying the simplified node.
* ``resolve()`` -- a Python value (see lazygraph.values.core).

Subclasses implement ``_expand``/``_fold``/``_resolve``; the public methods
here give one place for memoising, cycle detection and error locations
(yay's ``resolve()`` -> ``_resolve()``).

Children are declared in ``fields`` (a child, a list of children, or None);
plain data in ``attrs``. That is enough for generic ``children()``,
``clone()`` and ``replace()``, the way Jinja's nodes work.
"""
import contextvars
import sys
import weakref
from threading import get_ident as _thread_ident

from ..deep import EvaluationTimeout
from ..errors import CantFold, CycleError, EvaluationError, LazygraphError
from .methods import GeneratedMethod, make_children, make_clone, make_init

_UNSET = object()
_IN_PROGRESS = object()
_ITSELF = object()      # _expanded of a node that expands to itself


class ResolutionStack:
    """The nodes being resolved right now, innermost last: the chain a cycle names."""

    def __init__(self):
        self.nodes = []
        self.counters = dict.fromkeys(COUNTERS, 0)
        self.trace = None     # a list: record each node resolved (render --focus)
        # id(node) -> (node, {id(dependent): dependent}) while the inspector
        # records who read what, so `set` recomputes only the dependents.
        self.deps = None

    def record(self, node):
        if self.nodes:
            dependent = self.nodes[-1]
            entry = self.deps.get(id(node))
            if entry is None:
                entry = self.deps[id(node)] = (node, {})
            entry[1][id(dependent)] = dependent


# What `lazygraph get --stats` reports; the parser and the compiler count too.
COUNTERS = ('expanded', 'folded', 'resolved', 'files parsed', 'classes evaluated',
            'define instances evaluated', 'attribute values resolved')


class _Session:
    """The resolution stack of the session working in this thread. A session (a
    compile, a lazy catalog, the inspector) brings its own (in_session);
    deep.run_deep hands it to the thread it evaluates in."""
    __slots__ = ('stack', 'thread')

    def __init__(self):
        self.stack = ResolutionStack()
        self.thread = _thread_ident()


# This thread's _Session, set once per thread and changed in place (setting the
# variable again would replace objects someone may have frozen). Nothing is
# shared between threads, so two compiles in two threads cannot mix their work:
# a thread starts with an empty context (CPython before 3.14, PyPy), and where
# it inherits its starter's, the session is made again for it (the owner
# check) when it enters a session or first asks for its stack. A context
# variable, not a threading.local: every resolve, expand and fold reads it, and
# ContextVar.get costs a third as much.
_SESSION = contextvars.ContextVar('lazygraph_session')
# Its get, looked up once: current_stack is asked for by every resolve
_session_here = _SESSION.get


def current_stack():
    # The check itself, not a call to _session: every resolve, expand and fold
    # asks, and the frame of a second call was about a sixth of an asking.
    session = _session_here(None)
    if session is None or session.thread != _thread_ident():
        session = _Session()
        _SESSION.set(session)
    return session.stack


def _session():
    current_stack()         # makes this thread's session when it has none
    return _SESSION.get()


def in_session(stack):
    """A context: ``stack`` as this thread's resolution stack."""
    return _InSession(stack)


class _InSession:
    __slots__ = ('stack', '_session', '_saved')

    def __init__(self, stack):
        self.stack = stack

    def __enter__(self):
        self._session = session = _session()
        self._saved = session.stack
        session.stack = self.stack
        return self.stack

    def __exit__(self, *exc_info):
        self._session.stack = self._saved


def set_current_stack(stack):
    _session().stack = stack


def _cone():
    from ..catalog import cone
    return cone


# Python converts at most 4,300 decimal digits between text and int (its guard
# against quadratic conversions); Puppet holds such a number as a Ruby Integer
# until it is used. Wherever a conversion hits the guard, it is this located error.
_DIGITS_LIMIT = 'integer string conversion'


def huge_number_error(span):
    return EvaluationError('a number of more than %d decimal digits: lazygraph does not '
                           'convert it (Puppet holds it until it is used, and refuses it '
                           'in arithmetic and in the catalog)' % sys.get_int_max_str_digits(),
                           span)


class Node:
    __slots__ = ('_parent', '_context_ref', 'span', 'predecessor', '_expanded', '_folded',
                 '_value', '__weakref__')
    fields = ()
    attrs = ()
    caches = ()       # private memos beside the three states (reset to None by forget)
    # Other slots of its own a new node has None in (the generated __init__,
    # clone and parse cache decoders set them, with the caches: a class needs no
    # __init__ of its own for them)
    blank = ()
    # Data nodes are already traversable; structural nodes fold to themselves
    # with folded children rather than to a constant.
    traversable = False
    holds_statements = False   # a statement list: its children are statements

    def __init__(self, span=None, **kwargs):
        self._init(span, **kwargs)

    def _init(self, span=None):
        self._parent = self._context_ref = None
        self.span = span
        self.predecessor = None
        self._expanded = self._folded = self._value = _UNSET

    def __init_subclass__(cls, **kwargs):
        """Each class gets an ``__init__`` written for its attrs and fields (the
        way dataclasses do): a generic loop of setattr cost a third of parsing.
        Classes with an ``__init__`` of their own reach it through Node.__init__.
        The methods are written when first looked up (GeneratedMethod): compiling
        all of them took a third of importing lazygraph, and a `get` on cached
        files uses a few."""
        super().__init_subclass__(**kwargs)
        init = GeneratedMethod(lambda c: make_init(c, _UNSET), cls, '_init')
        cls._init = init
        below = cls.__mro__[:cls.__mro__.index(Node)]
        if all(getattr(vars(c)['__init__'], 'generated', False)
               for c in below if '__init__' in vars(c)):
            cls.__init__ = init.also('__init__')
        clone = GeneratedMethod(lambda c: make_clone(c, _UNSET, Node._after_clone),
                                cls, 'generated_clone')
        cls.generated_clone = clone
        if all(getattr(vars(c).get('clone'), 'generated', 'clone' not in vars(c))
               for c in below):
            cls.clone = clone.also('clone')      # no class of its own copies differently
        if all(getattr(vars(c).get('children'), 'generated', 'children' not in vars(c))
               for c in below):
            cls.children = GeneratedMethod(make_children, cls, 'children')

    # -- structure ------------------------------------------------------------
    @property
    def parent(self):
        return self._parent() if self._parent is not None else None

    def adopt(self, child):
        """Make self the parent of child (or of each child in a list).

        A child that already belongs to another live parent is cloned: every
        node has exactly one parent.
        """
        if child is None:
            return None
        if isinstance(child, list):
            return [self.adopt(c) for c in child]
        current = child.parent
        if current is not None and current is not self:
            child = child.clone()
        child._parent = weakref.ref(self)
        child._context_ref = None
        return child

    def attach(self, parent):
        """Hang a detached node (e.g. a fold result) under ``parent`` without adoption.

        Used for derived nodes that answer for an original one: they look up
        scopes through the original's parent chain.
        """
        self._parent = weakref.ref(parent) if parent is not None else None
        self._context_ref = None
        return self

    def children(self):
        for name in self.fields:
            value = getattr(self, name)
            if value is None:
                continue
            if isinstance(value, list):
                yield from value
            else:
                yield value

    def named_children(self):
        """(label, child) pairs; labels make deterministic paths and DOT edges."""
        for name in self.fields:
            value = getattr(self, name)
            if value is None:
                continue
            if isinstance(value, list):
                for i, child in enumerate(value):
                    yield '%s[%d]' % (name, i), child
            else:
                yield name, value

    def clone(self):
        """A deep copy of the subtree with fresh memos, detached."""
        kwargs = {name: getattr(self, name) for name in self.attrs}
        for name in self.fields:
            value = getattr(self, name)
            if isinstance(value, list):
                kwargs[name] = [c.clone() for c in value]
            elif value is not None:
                kwargs[name] = value.clone()
            else:
                kwargs[name] = None
        node = type(self)(self.span, **kwargs)
        node.predecessor = self.predecessor
        self._after_clone(node)
        return node

    def _after_clone(self, node):
        pass

    def replace(self, **changes):
        """A new node like self with some fields or attrs changed (detached)."""
        kwargs = {name: getattr(self, name) for name in self.attrs}
        for name in self.fields:
            kwargs[name] = getattr(self, name)
        kwargs.update(changes)
        node = type(self)(self.span, **kwargs)
        node.predecessor = self.predecessor
        self._after_clone(node)
        return node.attach(self.parent)

    def walk(self):
        """Pre-order iteration over the subtree (iterative: graphs can be deep)."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            children = node.children()     # a new list (the generated children())
            if children.__class__ is not list:       # a class's own children()
                children = list(children)
            children.reverse()
            stack.extend(children)

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def root(self):
        node = self
        while True:
            parent = node.parent
            if parent is None:
                return node
            node = parent

    def path(self):
        """A stable name for this node: labels from the root down (DOT ids, inspector)."""
        labels = []
        node = self
        while True:
            parent = node.parent
            if parent is None:
                break
            label = None
            for name, child in parent.named_children():
                if child is node:
                    label = name
                    break
            labels.append(label or '~%s' % type(node).__name__.lower())
            node = parent
        return '/' + '/'.join(reversed(labels))

    def context(self):
        """The nearest enclosing scope (yay's Context, found by walking parents).

        Remembered on every node walked (a weak reference, shared): a chain of
        100,000 nested `->` would otherwise walk its depth once per node."""
        ref = self._context_ref
        if ref is not None:
            node = ref()
            if node is not None:
                return node
        walked = [self]
        node = self
        while True:
            parent_ref = node._parent
            parent = parent_ref() if parent_ref is not None else None
            if parent is None:
                raise EvaluationError('node has no enclosing scope', self.span)
            if parent.is_context:
                ref = parent_ref
                break
            cached = parent._context_ref
            if cached is not None and cached() is not None:
                ref = cached
                break
            walked.append(parent)
            node = parent
        for node in walked:
            node._context_ref = ref
        return ref()

    is_context = False

    def runtime(self):
        return self.context().runtime()

    def check_type_alias_target(self):
        """`type Name = <self>`: Puppet's grammar takes a type reference, a type
        with parameters, or a hash (an Object's attributes) -- nothing else."""
        from ..errors import ParseError
        raise ParseError("syntax error at '%s': a type alias is a type"
                         % (self.span.text.split() or [''])[0], self.span)

    @property
    def kind(self):
        return type(self).__name__

    def label(self):
        """Short text for renderings: the construct and its source."""
        text = self.span.text if self.span is not None else ''
        text = ' '.join(text.split())
        if len(text) > 40:
            text = text[:37] + '...'
        return '%s %s' % (self.kind, text) if text else self.kind

    # -- the three states -------------------------------------------------------
    # The in-progress mark set by _guard doubles as cycle detection: meeting it
    # again before the state is computed means the node depends on itself.
    def expand(self):
        stack = current_stack()
        if stack.deps is not None:
            stack.record(self)
        expanded = self._expanded
        if expanded is _UNSET:
            stack.counters['expanded'] += 1
            expanded = self._guard('_expanded', self._expand, stack)
            # A node that is its own expansion memoises a mark, not itself: a
            # reference to itself would leave its graph to the cyclic GC.
            self._expanded = _ITSELF if expanded is self else expanded
        elif expanded is _ITSELF:
            return self
        elif expanded is _IN_PROGRESS:
            self._cycle()
        return expanded

    def fold(self):
        stack = current_stack()
        if stack.deps is not None:
            stack.record(self)
        folded = self._folded
        if folded is _UNSET:
            stack.counters['folded'] += 1
            try:
                folded = self._guard('_folded', self._fold, stack)
            except CantFold as exc:
                folded = exc
            self._folded = folded
        elif folded is _IN_PROGRESS:
            self._cycle()
        if isinstance(folded, CantFold):
            raise CantFold(folded.node)
        return folded

    def resolve(self):
        # _guard written out: resolve is called most, and a call less counts
        stack = current_stack()
        if stack.deps is not None:
            stack.record(self)
        value = self._value
        if value is _UNSET:
            stack.counters['resolved'] += 1
            if stack.trace is not None:
                stack.trace.append(self)
            self._value = _IN_PROGRESS
            nodes = stack.nodes
            nodes.append(self)
            try:
                value = self._resolve()
            except BaseException as exc:
                self._value = _UNSET
                self._failed(exc)
                raise
            finally:
                nodes.pop()
            self._value = value
        elif value is _IN_PROGRESS:
            self._cycle()
        return value

    def _guard(self, attr, method, stack):
        setattr(self, attr, _IN_PROGRESS)
        nodes = stack.nodes
        nodes.append(self)
        try:
            return method()
        except BaseException as exc:
            setattr(self, attr, _UNSET)
            self._failed(exc)
            raise
        finally:
            nodes.pop()

    def _failed(self, exc):
        """Locate ``exc`` (raised while computing a state of this node) here; the
        caller re-raises it unless this raises another."""
        if isinstance(exc, LazygraphError):
            exc.located(self.span)
        elif isinstance(exc, EvaluationTimeout):
            exc.passing(self)          # where --timeout found evaluation
        elif isinstance(exc, RecursionError) and getattr(exc, 'span', None) is None:
            exc.span = self.span       # where nesting ran out of stack
        elif isinstance(exc, ValueError) and _DIGITS_LIMIT in str(exc):
            raise huge_number_error(self.span) from None

    def forget(self):
        """Drop the memoised states (the inspector's `set`): they are recomputed."""
        self._expanded = self._folded = self._value = _UNSET
        for name in self.caches:
            setattr(self, name, None)

    def states(self):
        """Which states are memoised: 'expanded', 'folded', 'resolved'."""
        return [name for name, attr in (('expanded', '_expanded'), ('folded', '_folded'),
                                        ('resolved', '_value'))
                if getattr(self, attr) not in (_UNSET, _IN_PROGRESS)]

    def _cycle(self):
        nodes = current_stack().nodes
        chain = nodes[nodes.index(self):] if self in nodes else [self]
        steps = [node for node in chain if node.span is not None]
        notes = ['%s: %s' % (n.span.location(), n.label()) for n in steps]
        names = [n.label() for n in steps][:6]
        raise CycleError('value depends on itself: %s' % ' -> '.join(names + names[:1]),
                         self.span, notes)

    # Defaults: a node that is not data expands and folds to its boxed value.
    def _expand(self):
        if self.traversable:
            return self
        return box(self.resolve(), self)

    def _fold(self):
        """Fold children; when all are constants compute, else keep the node."""
        folded_children = {}
        unknown = False
        for name in self.fields:
            value = getattr(self, name)
            if value is None:
                folded_children[name] = None
            elif isinstance(value, list):
                items = []
                for child in value:
                    try:
                        items.append(child.fold())
                    except CantFold as exc:
                        items.append(exc.node)
                        unknown = True
                folded_children[name] = items
            else:
                try:
                    folded_children[name] = value.fold()
                except CantFold as exc:
                    folded_children[name] = exc.node
                    unknown = True
        if unknown or not self.pure():
            raise CantFold(self.replace(**folded_children))
        return box(self.resolve(), self)

    # -- the cone of a key (catalog/cone.py): what code may do, read without running it
    def add_footprint(self, footprint):
        """Add what this node may do to a catalog: by default, what its children may."""
        footprint.visit_children(self)

    def definitely_assigns(self):
        """The variables this statement assigns in its scope whenever it runs
        (a class's variable read after such a statement is what the class
        assigned; otherwise it may be an outer scope's): by default none."""
        return frozenset()

    def relationship_footprint(self, footprint):
        """As an operand of ``->``: any resource, as far as we can tell."""
        footprint.touch(None, _cone().ANY)
        footprint.visit(self)

    def possible_titles(self, footprint, seen=frozenset()):
        """The strings this expression may evaluate to (cone Titles): any, unless known."""
        return _cone().ANY

    def class_names(self):
        """The class names an include argument names, or None when computed."""
        return None

    # -- data flow (outputs/explain.py): where a value comes from --------------------------
    def flow_sources(self):
        """The nodes this one's value is computed from; none for data not from code."""
        return list(self.children()) if self.span is not None else []

    def flow_label(self):
        return self.label()

    def branch_reason(self, child):
        """Why ``child`` (a branch of this node) was the one that ran, or None."""
        return None

    def flow_key(self):
        """A literal key (data flow through $h['k']), or None."""
        return None

    # -- Puppet's "has no effect" validation (syntax/parser.py) ----------------------------
    def idem(self):
        """Does evaluating it only produce a value (no effect)? Then it may not
        stand where its value is forgotten."""
        return False

    def idem_label(self):
        return type(self).__name__

    def effect_container(self):
        """A body that may not end with an idem statement: Puppet's name for it."""
        return None

    def pure(self):
        """Can this node's value be computed at fold time (no side effects, no unknowns)?"""
        return True

    def runs_in_order(self):
        """Does its value depend on how far the compile has got (so it may not
        be resolved later, as a deferred attribute value)? Calls answer through
        functions/effects.py; this is for other node kinds."""
        return False

    # -- ARM-7 type bodies (nodes/object_types.py): the restricted language ---------------
    type_body_ok = False     # literals, operators, variables, lambdas, conditionals

    def type_body_problem(self):
        """What this node is, when a type body may not hold it; None when it may."""
        if self.type_body_ok:
            return None
        text = ' '.join((self.span.text if self.span is not None else '').split())
        return '%s (%s)' % (self.idem_label() if self.idem_label() != self.kind else
                            self.kind, text[:30] + ('...' if len(text) > 30 else ''))

    def use_type_body_names(self):
        """Take the meaning a name has in a type body (calls: select is filter)."""

    def _resolve(self):
        raise NotImplementedError('%s cannot be resolved' % type(self).__name__)

    def error(self, message, cls=EvaluationError):
        return cls(message, self.span)

    def __repr__(self):
        return '<%s %s>' % (self.kind, self.span.location() if self.span else '?')

    def _repr_svg_(self):
        """Jupyter shows a node as the picture of its subtree."""
        from ..outputs.dot import svg_text, to_dot
        return svg_text(to_dot(self, self.kind))


def box(value, origin):
    """A data node holding ``value``, answering for ``origin`` (same span, same parent)."""
    from .data import data_node
    return data_node(value, origin.span).attach(origin.parent)
