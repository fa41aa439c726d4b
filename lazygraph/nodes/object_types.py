"""ARM-7 types: ``type Name inherits Parent { attr ... has ... invariant ... }``.

A definition is registered by name in the session like a type alias (Runtime
.register; both are NamedType). Its value, the type (values/objects.py), knows
its features and invariants and builds instances for ``new``. The nodes here
hold what the parser read and run the type's logic: checks, setters, getters,
derived values and invariants, each on a fresh copy under a scope that binds
the features (a lambda's body is cloned per call, as every lambda's is).

Type bodies may use only the ARM's restricted language: literals, arithmetic,
variables, lambdas, conditionals and the functions in TYPE_BODY_FUNCTIONS
(check_restricted, at parse time).
"""
from ..errors import EvaluationError, ParseError
from .base import Node
from .calls import Closure, Lambda
from .data import Boxed, data_node
from .definitions import NamedType
from .scope import Context

# The functions a type body may call (the ARM's iteration functions, and new);
# select and collect are Puppet's filter and map, reject is registered for
# type bodies only (functions/iteration.py).
TYPE_BODY_FUNCTIONS = {'each': 'each', 'select': 'filter', 'filter': 'filter',
                       'reject': 'type_body::reject', 'map': 'map', 'collect': 'map',
                       'reduce': 'reduce', 'new': 'new'}

ATTR_SETTINGS = frozenset(['min', 'max', 'unsettable', 'validate', 'derived', 'transient',
                           'setable', 'default', 'check', 'set', 'get'])
HAS_SETTINGS = frozenset(['min', 'max', 'unsettable', 'validate', 'derived', 'transient',
                          'setable', 'containment'])
BOOLEAN_SETTINGS = frozenset(['unsettable', 'transient', 'setable', 'containment'])
LOGIC_SETTINGS = frozenset(['validate', 'derived', 'check', 'set', 'get'])


def check_restricted(node):
    """Refuse what the ARM's restricted language does not have, at its place;
    give select/collect/reject the names of the functions that implement them."""
    for item in node.walk():
        problem = item.type_body_problem()
        if problem is not None:
            raise ParseError('%s is not allowed in a type body (only literals, arithmetic, '
                             'variables, lambdas, if/unless/case/selectors/in and the '
                             'functions each, select, reject, map/collect, reduce and new)'
                             % problem, item.span)
        item.use_type_body_names()


class ObjectTypeDefinition(NamedType):
    """``type Name inherits Parent { features, invariants, abstract }``."""
    __slots__ = ('name', 'parent_name', 'abstract', 'features', 'invariants')
    attrs = ('name', 'parent_name', 'abstract')
    fields = ('features', 'invariants')
    what = 'Type Definition'

    def label(self):
        return 'ObjectTypeDefinition %s' % self.name

    def type_value(self, runtime):
        from ..values.objects import PDefinedType
        return PDefinedType(self, runtime)

    def scope_for(self, bindings, span):
        """A scope under this definition binding ``bindings`` (name -> value)."""
        context = Context(span, bindings=[], body=None, scope_name='type %s' % self.name)
        context.attach(self)
        for name, value in bindings.items():
            context.bind(name, data_node(value, span), span)
        return context

    def run(self, logic, bindings, args):
        """Run a block, lambda or expression of this type: a block or expression
        sees ``bindings`` as variables; a lambda also gets ``args``."""
        scope = self.scope_for(bindings, logic.span)
        if isinstance(logic, Lambda):
            return Closure(logic, scope)(*args)
        scope.body = scope.adopt(logic.clone())
        return scope.resolve()


class FeatureDefinition(Node):
    """``attr name, Type { settings }`` or ``has name, Type { settings }``."""
    __slots__ = ('name', 'kind', 'type', 'settings')
    attrs = ('name', 'kind')
    fields = ('type', 'settings')

    def label(self):
        return 'FeatureDefinition %s %s' % (self.kind, self.name)

    def setting(self, name):
        for setting in self.settings:
            if setting.name == name:
                return setting
        return None

    def _resolve(self):
        return None


class FeatureSetting(Node):
    """``min => 1``, ``check => { ... }``: one setting of a feature."""
    __slots__ = ('name', 'value')
    attrs = ('name',)
    fields = ('value',)

    def check_for(self, kind, grammar):
        """The parser's checks: a known setting, given once, of the right form."""
        name = str(self.name)
        allowed = ATTR_SETTINGS if kind == 'attr' else HAS_SETTINGS
        if name not in allowed:
            grammar.fail("'%s' is not a setting of %s (settings: %s)" % (
                name, "an attribute" if kind == 'attr' else 'a reference',
                ', '.join(sorted(allowed))), self.name.span)
        value = self.value
        literal = value.value if isinstance(value, Boxed) else _NOT_LITERAL
        if name == 'min' and not _is_count(literal):
            grammar.fail("'min' is an Integer of 0 or more", value.span)
        if name == 'max' and not (_is_count(literal) or literal == 'unbound'):
            grammar.fail("'max' is an Integer or unbound", value.span)
        if name in BOOLEAN_SETTINGS and not isinstance(literal, bool):
            grammar.fail("'%s' is true or false" % name, value.span)
        if name in LOGIC_SETTINGS or name == 'default':
            check_restricted(value)

    def literal(self):
        """The value of a literal setting (min, max, the booleans)."""
        return self.value.value

    def _resolve(self):
        return self.value.resolve()


_NOT_LITERAL = object()


def _is_count(value):
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


class Invariant(Node):
    """``invariant "message" { block }`` or ``invariant |$x| { ... }``."""
    __slots__ = ('title', 'check')
    fields = ('title', 'check')

    def message(self):
        return self.title.value if self.title is not None else 'Illegal invariant'

    def _resolve(self):
        return None


class FeatureAssignment(Node):
    """``$t[feature] = value`` and ``$t[feature] += value`` in the lambda of
    ``new(T) |$t| { ... }``: sets (or appends to) a feature of the object being
    made, through its checks. Anywhere else it is an error (Puppet 7 has no
    assignment to an access expression: the parser refuses it with --strict)."""
    __slots__ = ('target', 'value', 'op')
    attrs = ('op',)
    fields = ('target', 'value')
    type_body_ok = True

    def pure(self):
        return False        # an effect on the object being made: never at fold time

    def _resolve(self):
        access = self.target
        subject = access.target.resolve()
        key = access.keys[0].resolve()
        value = self.value.resolve()
        assign = getattr(subject, 'assign_feature', None)
        if assign is None:
            raise EvaluationError('only a feature of an object being made can be assigned, '
                                  'in the lambda of new: new(T) |$t| { $t[name] = value }',
                                  self.span)
        assign(key, value, self.op == '+=', self)
        return value
