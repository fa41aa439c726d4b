"""Definitions: classes, defined types, nodes, functions and type aliases.

All are registered by name before evaluation (Puppet's first compilation
step), so as statements they evaluate to nothing. Class, define and node
bodies are evaluated by the catalog; functions and type aliases by calls and
type references.
"""
import weakref

from ..errors import CantFold, EvaluationError
from .base import Node
from .calls import ReturnSignal, bind_parameters, check_type


class Definition(Node):
    __slots__ = ()

    def _resolve(self):
        return None

    def _fold(self):
        return self

    def add_footprint(self, footprint):
        pass     # a definition nested in a body is registered, not run

    def fresh_body(self):
        """A new copy of the body to evaluate (each evaluation has its own)."""
        return self.body.clone()

    def _fold_body(self):
        """This definition with its body folded on its own (the `folded` stage:
        nodes/scope.py FoldScope); evaluation never folds definitions."""
        from .scope import Binding, FoldScope, Unknown
        params = getattr(self, 'params', None) or ()
        scope = FoldScope(self.span, body=self.fresh_body(), scope_name=getattr(self, 'name', ''),
                          bindings=[Binding(p.span, name=p.name, value=Unknown(p.span, name=p.name))
                                    for p in params])
        scope.attach(self)
        try:
            folded = scope.fold()
        except CantFold as exc:
            folded = exc.node
        return self.replace(body=folded.body)

    def flow_sources(self):
        return []


class LazyBody:
    """A body that may still be data from the parse cache (syntax/parse_cache.py),
    built into nodes the first time someone looks at it: a class `get` never
    evaluates is never built, and one it evaluates is built once, for its scope."""
    __slots__ = ()

    @property
    def body(self):
        body = self._body
        if body is None and self._lazy_body is not None:
            body = self._body = self.adopt(self._build())
        return body

    @body.setter
    def body(self, value):
        self._body = value
        self._lazy_body = None
        self._index_plan = None

    def fresh_body(self):
        """A new copy of the body to evaluate (a class or define instance runs on
        its own copy): built straight from the cached data when there is some,
        else cloned."""
        if self._lazy_body is not None:
            return self._build()
        return self.body.clone()

    def _build(self):
        data, build, _ = self._lazy_body
        try:
            body, plan = build(data)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            body = self._parsed_again().body      # a damaged cache entry: not trusted
            body._parent = None
            return body
        if self._index_plan is None:
            self._index_plan = plan
        return body

    # The plan of the body's assignment index (nodes/scope_index.py): what the
    # parse cache stored with the body, else learnt by indexing its first copy.
    def index_plan(self):
        return self._index_plan

    def learn_index_plan(self, plan):
        self._index_plan = plan

    def _parsed_again(self):
        """This definition parsed again from its file, by the one grammar."""
        from ..syntax.parser import parse_range
        (again,) = parse_range(self.span.source, self.span.start, self.span.end)
        return again

    def hold_lazily(self, data, build, nested):
        """Keep the body as data; nested: whether it holds definitions.
        build(data) -> (body, the plan of its index or None)."""
        self._body = None
        self._lazy_body = (data, build, nested)
        self._index_plan = None

    def is_lazy(self):
        return self._lazy_body is not None and self._body is None

    def clone(self):
        """A copy that keeps a body not built yet as data (Node.clone would build it)."""
        if not self.is_lazy():
            return self.generated_clone()
        kwargs = {name: getattr(self, name) for name in self.attrs}
        for name in self.fields:
            value = None if name == 'body' else getattr(self, name)
            kwargs[name] = [c.clone() for c in value] if isinstance(value, list) else \
                None if value is None else value.clone()
        node = type(self)(self.span, **kwargs)
        node.predecessor = self.predecessor
        node.hold_lazily(*self._lazy_body)
        self._after_clone(node)
        return node

    def _after_clone(self, node):
        node._index_plan = self._index_plan    # the copy's body has the same shape

    def may_hold_definitions(self):
        if self._lazy_body is not None and self._body is None:
            return self._lazy_body[2]
        return True


class LazyParams:
    """Parameters that may still be data from the parse cache, built the first
    time someone looks at them: a class `get` skips never needs them."""
    __slots__ = ()

    @property
    def params(self):
        if self._lazy_params is not None:
            data, build = self._lazy_params
            self._lazy_params = None
            try:
                # built as this node's children (adopting them after was a
                # call per parameter)
                params = build(data, weakref.ref(self))
            except (ValueError, TypeError, KeyError, IndexError, AttributeError):
                params = self.adopt(self._parsed_again().params)   # a damaged entry: not trusted
            self._params = params
        return self._params

    @params.setter
    def params(self, value):
        self._params = value
        self._lazy_params = None

    def hold_params_lazily(self, data, build):
        """Keep the parameters as data. build(data, parent) -> the list of
        them, each with the weak reference ``parent`` as its parent."""
        self._params = None
        self._lazy_params = (data, build)


class ClassDefinition(LazyParams, LazyBody, Definition):
    """``class name(params) inherits parent { body }``; nested names are qualified."""
    __slots__ = ('name', '_params', '_lazy_params', 'parent_name', '_body', '_lazy_body',
                 '_index_plan')
    attrs = ('name', 'parent_name')
    fields = ('params', 'body')

    def label(self):
        return 'ClassDefinition %s' % self.name

    def _fold(self):
        return self._fold_body()

    def effect_container(self):
        return 'Host Class Definition'


class DefineDefinition(LazyParams, LazyBody, Definition):
    __slots__ = ('name', '_params', '_lazy_params', '_body', '_lazy_body', '_index_plan')
    attrs = ('name',)
    fields = ('params', 'body')

    def label(self):
        return 'DefineDefinition %s' % self.name

    def _fold(self):
        return self._fold_body()

    def effect_container(self):
        return "'define' expression"


class HostMatch(Node):
    """One name of a node definition: a string, a regex or ``default``."""
    __slots__ = ('value', 'match_kind')
    attrs = ('value', 'match_kind')   # match_kind: 'name', 'regex', 'default'

    def _resolve(self):
        return self.value

    def title(self):
        """The Node resource's title: the name, or the regex made a name as Puppet does."""
        if self.match_kind == 'regex':
            import re
            return '__node_regexp__' + re.sub(r'\A\.+', '', re.sub(r'[^-\w:.]', '',
                                                                   self.value.source))
        return self.value

    def label(self):
        return 'HostMatch %s' % self.span.text if self.span else 'HostMatch'


class NodeDefinition(Definition):
    __slots__ = ('matches', 'body')
    fields = ('matches', 'body')

    def _fold(self):
        return self._fold_body()

    def effect_container(self):
        return 'Node Definition'


class FunctionDefinition(Definition):
    """``function ns::f(Type $x = default) >> Return { body }``."""
    __slots__ = ('name', 'params', 'return_type', 'body')
    attrs = ('name',)
    fields = ('params', 'return_type', 'body')
    pure = True

    def label(self):
        return 'FunctionDefinition %s' % self.name

    def invoke(self, call, args, block):
        runtime = call.runtime()
        runtime.enter_call(call)
        try:
            context = bind_parameters(call, self.params, args, self.body,
                                      "'%s'" % self.name, self)
            try:
                value = context.resolve()
            except ReturnSignal as signal:
                value = signal.value
        finally:
            runtime.leave_call()
        if self.return_type is not None:
            check_type(self.return_type.resolve(), value, call,
                       'value returned from %s has wrong type,' % self.name)
        return value


class NamedType(Definition):
    """A type defined in Puppet code: registered by name in the session (Runtime
    .register) and looked up by type references; type_value gives the type."""
    __slots__ = ()
    what = 'Type Alias'

    def type_value(self, runtime):
        raise NotImplementedError


class TypeAlias(NamedType):
    """``type Name = TypeExpression``: resolved lazily, so aliases may refer to each other."""
    __slots__ = ('name', 'value')
    attrs = ('name',)
    fields = ('value',)

    def type_value(self, runtime):
        from ..values.types import PTypeAlias
        return PTypeAlias(self.name, self.target)

    def label(self):
        return 'TypeAlias %s' % self.name

    def target(self):
        from ..values.types import PType
        value = self.value.resolve()
        if not isinstance(value, PType):
            raise EvaluationError("type alias '%s' must be a type, got %r" % (self.name, value),
                                  self.value.span)
        return value
