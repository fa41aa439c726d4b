"""Scopes and statements: Context (yay's scope node), Block, Assignment.

Puppet variables are immutable and lexically ordered: ``$x`` sees an
assignment in its scope only if the assignment comes earlier in the source,
and only if every ``if``/``case`` around that assignment took the branch that
holds it. A Context keeps a static index, name -> assignments with their
guards, so a lookup expands only the conditionals that can matter and never
evaluates the rest of the scope.
"""
import weakref
from bisect import bisect_right

from ..errors import EvaluationError
from ..source import Span
from .access import Variable
from .base import _IN_PROGRESS, _UNSET, Node
from .data import _fold_structure
from .scope_index import apply_plan, build_index, index_plan


class Binding(Node):
    """A name bound in a scope without an assignment: parameters, facts."""
    __slots__ = ('name', 'value')
    attrs = ('name',)
    fields = ('value',)
    traversable = True

    def _fold(self):
        return _fold_structure(self)

    def _resolve(self):
        return self.value.resolve()

    def label(self):
        return 'Binding $%s' % self.name


class Unknown(Node):
    """A value not known at fold time (a fact declared unknown): folding stops here."""
    __slots__ = ('name',)
    attrs = ('name',)

    def _fold(self):
        from ..errors import CantFold
        raise CantFold(self)

    def _resolve(self):
        raise self.error("the value of '$%s' is unknown (declared unknown for folding)"
                         % self.name)

    def label(self):
        return 'Unknown $%s' % self.name


class Block(Node):
    """A statement list: run in order, its value is the last statement's."""
    type_body_ok = True
    __slots__ = ('statements',)
    fields = ('statements',)
    traversable = True
    holds_statements = True

    def idem(self):
        return all(statement.idem() for statement in self.statements)

    def _fold(self):
        return _fold_structure(self)

    def _resolve(self):
        value = None
        for statement in self.statements:
            value = statement.resolve()
        return value

    def definitely_assigns(self):
        names = frozenset()
        for statement in self.statements:
            names |= statement.definitely_assigns()
        return names


class Context(Node):
    """A scope: bindings (parameters) and a body whose assignments it indexes."""
    __slots__ = ('bindings', 'body', 'scope_name', '_index', '_binding_map', '_declared',
                 'frame', '_runtime_cache', '_definition_spans', 'plan_owner')
    fields = ('bindings', 'body')
    attrs = ('scope_name',)
    traversable = True
    is_context = True
    folds_alone = False     # FoldScope: nothing outside it is known

    def reads_from_outside_unknown(self):
        """Whether this scope, or one it is nested in, is a FoldScope."""
        scope = self
        while scope is not None:
            if scope.folds_alone:
                return True
            scope = scope.parent_scope()
        return False

    def __init__(self, span=None, **kwargs):
        self._index = None
        self._binding_map = None
        self._declared = {}
        self.frame = None      # the catalog's view of this scope (lazygraph.catalog)
        self._runtime_cache = None
        self._definition_spans = []
        # the definition whose body this scope runs a copy of: it keeps the plan
        # of that body's index (nodes/index_plan.py)
        self.plan_owner = None
        Node.__init__(self, span, **kwargs)
        if self.bindings is None:
            self.bindings = []

    def _fold(self):
        return _fold_structure(self)

    def _resolve(self):
        return self.body.resolve() if self.body is not None else None

    def context(self):
        return self

    def runtime(self):
        # Cached weakly: the runtime reaches scopes (templates, Hiera's caller),
        # and a cycle would leave the compile to the cyclic GC.
        cached = self._runtime_cache
        runtime = cached() if cached is not None else None
        if runtime is None:
            parent = self.parent
            if parent is None:
                raise EvaluationError('scope is detached from a program', self.span)
            runtime = parent.runtime()
            self._runtime_cache = weakref.ref(runtime)
        return runtime

    def parent_scope(self):
        parent = self.parent
        return parent.context() if parent is not None else None

    def label(self):
        return 'Context %s' % (self.scope_name or '')

    def bind(self, name, value, span=None):
        """Bind ``$name`` to a value node (parameters, facts, $title)."""
        self.bindings.append(self.adopt(Binding(span, name=name, value=value)))
        self._binding_map = None

    # -- lookup ------------------------------------------------------------
    def binding_map(self):
        if self._binding_map is None:
            self._binding_map = {b.name: b for b in self.bindings}
        return self._binding_map

    def index(self):
        if self._index is None:
            index, definitions = self._indexed() if self.body is not None else ({}, ())
            position = self.position
            self._definition_spans = [(position(node.span, node.span.start),
                                       position(node.span, node.span.end))
                                      for node in definitions if node.span]
            self._index = index
        return self._index

    def _indexed(self):
        """(index, nested definitions) of the body: by its definition's plan when
        there is one, else by walking it (and the plan learnt from that)."""
        owner = self.plan_owner
        plan = owner.index_plan() if owner is not None else None
        if plan is not None:
            try:
                return apply_plan(plan, self.body, self.position)
            except ValueError:
                owner.learn_index_plan(None)     # damaged: walk from now on
                owner = None
        definitions = []
        index = build_index(self.body, definitions, self.position)
        if owner is not None:
            owner.learn_index_plan(index_plan(self.body, index, definitions))
        return index, definitions

    def position(self, span, offset):
        """Where ``offset`` of ``span``'s file comes in the order this scope's body
        runs (a main manifest of several files orders them: Program)."""
        return offset

    def lookup(self, name, span=None, run_only=False):
        """The node holding ``$name`` as seen from ``span``, or None if unset here.

        With no span: the value the scope ends with (lazily, for the library).
        run_only: among the assignments that have run only (lookup_run).
        """
        # the memos read here, their builders called only the first time: every
        # variable read asks each scope on its way out
        bindings = self._binding_map
        binding = (bindings if bindings is not None else self.binding_map()).get(name)
        if binding is not None:
            return binding.value
        index = self._index
        candidates = (index if index is not None else self.index()).get(name)
        if not candidates:
            return None
        ends, entries = candidates
        if not run_only and (span is None or self.sequential(span)):
            # Code of this scope's own body sees what comes earlier in the source;
            # a lookup from outside any code (the library) sees the whole scope.
            stop = len(entries) if span is None else \
                bisect_right(ends, self.position(span, span.start))
            for i in range(stop - 1, -1, -1):
                assignment, guards = entries[i]
                if not guards or all(control.taken() == label for control, label in guards):
                    return assignment.value_for(name)
            return None
        # Code elsewhere (a class body, a node, a module file) runs later: it sees
        # the assignments of this scope that have run -- for a deferred value,
        # those that had run when it was declared.
        limit = self.runtime().view_clock
        for assignment, _guards in reversed(entries):
            if assignment.executed() and (limit is None or assignment.order < limit):
                return assignment.value_for(name)
        return None

    def lookup_run(self, name):
        """The node holding ``$name`` among the assignments of this scope that
        have run, as code elsewhere sees it (Hiera interpolating a top-scope or
        node variable during a compile: Puppet reads it at that moment)."""
        return Context.lookup(self, name, None, True)

    def sequential(self, span):
        """Is ``span`` in this scope's body, outside nested definitions?"""
        body = self.body
        if span is None or body is None or body.span is None or not self.covers(span):
            return False
        self.index()
        spans = self._definition_spans
        if not spans:
            return True         # most bodies define nothing
        at = self.position(span, span.start)
        return not any(start <= at < end for start, end in spans)

    def covers(self, span):
        body = self.body
        return span.source is body.span.source and body.span.start <= span.start < body.span.end

    def declare(self, name, assignment):
        """Record an executed assignment; Puppet variables cannot be reassigned, nor
        the ones Puppet reserves (as its set_variable and Scope#setvar check)."""
        at = assignment.operator_span()
        bound = name in self.binding_map() or self.builtin_bound(name) or \
            self._declared.get(name, assignment) is not assignment
        if name == 'server_facts' or bound and name in ('trusted', 'facts'):
            raise EvaluationError("Attempt to assign to a reserved variable name: '$%s'" % name,
                                  at)
        if name in ('trusted', 'facts'):
            raise EvaluationError("Attempt to assign to a reserved variable name: '%s'" % name,
                                  at)
        if bound:
            raise EvaluationError("Cannot reassign %svariable '$%s'" % (
                'built in (or already assigned) ' if name in ('title', 'name') else '', name), at)
        self._declared[name] = assignment

    def builtin_bound(self, name):
        """Is ``name`` a variable Puppet sets in this scope itself (the top scope's)?"""
        return False


class FoldScope(Context):
    """A class, define or node body folded for the `folded` stage, outside any
    evaluation: its parameters, and every variable it does not assign itself,
    are unknown -- the scope a body runs in is only known when it is declared,
    so a parameter never folds to a top-scope variable of the same name."""
    __slots__ = ()
    folds_alone = True

    def parent_scope(self):
        return None

    def lookup(self, name, span=None):
        found = Context.lookup(self, name, span)
        return found if found is not None else Unknown(span, name=name)


class Program(Context):
    """The root: top scope of one manifest, holding the runtime of the evaluation."""
    __slots__ = ('_runtime', 'file_ranks')

    def __init__(self, span=None, **kwargs):
        self._runtime = None
        # A main manifest of several files (a manifests/ directory): each file's
        # Source -> its rank in evaluation order; their code is one sequence.
        self.file_ranks = None
        Context.__init__(self, span, **kwargs)

    def position(self, span, offset):
        if self.file_ranks is None:
            return offset
        return (self.file_ranks.get(span.source, -1), offset)

    def covers(self, span):
        if self.file_ranks is None:
            return Context.covers(self, span)
        return span.source in self.file_ranks

    def runtime(self):
        if self._runtime is None:
            from ..runtime import Runtime
            self._runtime = Runtime()
        return self._runtime

    def set_runtime(self, runtime):
        self._runtime = runtime
        return self

    def builtin_bound(self, name):
        return self.runtime().builtin_variable(name) is not None

    def parent_scope(self):
        return None

    def label(self):
        return 'Program %s' % self.span.filename if self.span else 'Program'


class Assignment(Node):
    """``$x = value`` or ``[$a, $b] = value``."""
    type_body_ok = True
    __slots__ = ('target', 'value', '_items', 'order')
    fields = ('target', 'value')
    blank = ('_items', 'order')     # order: when it ran, in the runtime's clock

    def names(self):
        if isinstance(self.target, Variable):
            return [self.target.name]
        return [item.name for item in self.target.items]

    def definitely_assigns(self):
        return frozenset(self.names()) | self.value.definitely_assigns()   # $a = $b = 1

    def executed(self):
        """Has this assignment run (as a statement, in program order)?"""
        return self._value is not _UNSET and self._value is not _IN_PROGRESS

    def value_for(self, name):
        if isinstance(self.target, Variable):
            return self.value
        if self._items is None:
            self._items = {n: Destructure(self.span, name=n, index=i).attach(self)
                           for i, n in enumerate(self.names())}
        return self._items[name]

    def _fold(self):
        # The target is a name, not a value: only the right side folds.
        from ..errors import CantFold
        try:
            value = self.value.fold()
        except CantFold as exc:
            raise CantFold(self.replace(target=self.target.clone(), value=exc.node))
        if value is self.value:
            return self
        return self.replace(target=self.target.clone(), value=value)

    def operator_span(self):
        """The `=` (Puppet locates assignment errors there)."""
        span, target = self.span, self.target.span
        if span is None or target is None or target.source is not span.source:
            return span
        at = span.source.text.find('=', target.end, span.end)
        return span if at < 0 else Span(span.source, at, at + 1)

    def _resolve(self):
        scope = self.context()
        for name in self.names():
            scope.declare(name, self)
        runtime = scope.runtime()
        self.order = runtime.clock
        runtime.clock += 1
        if len(self.names()) > 1 or not hasattr(self.target, 'name'):
            self.check_shape(self.value.resolve())
            for name in self.names():
                self.value_for(name).resolve()
        return self.value.resolve()

    def check_shape(self, value):
        """`[$a, $b] = value`: an Array of as many values (or a Hash), as Puppet
        checks it -- `[] = 'x'` included, which assigns nothing."""
        if isinstance(value, dict):
            return
        count = len(value) if isinstance(value, list) else 1
        if count != len(self.names()):
            raise self.error('Mismatched number of assignable entries and values, expected '
                             '%d, got %d' % (len(self.names()), count))


class Destructure(Node):
    """One variable of ``[$a, $b] = ...``: by position from an Array, by name from a Hash."""
    __slots__ = ('name', 'index')
    attrs = ('name', 'index')

    def _resolve(self):
        assignment = self.parent
        value = assignment.value.resolve()
        names = assignment.names()
        if isinstance(value, dict):
            if self.name not in value:
                raise self.error("No value for required variable '$%s' in hash" % self.name)
            return value[self.name]
        if not isinstance(value, list):
            raise self.error('Array or Hash expected on the right of a multiple assignment')
        if len(value) != len(names):
            raise self.error('Mismatched number of variables (%d) and values (%d)'
                             % (len(names), len(value)))
        return value[self.index]
