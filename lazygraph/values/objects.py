"""ARM-7 types as values: the type a ``type Name { ... }`` definition gives
(PDefinedType) and its instances (ObjectValue).

A PDefinedType belongs to one session (Runtime resolves each name once); it
reads its definition (nodes/object_types.py) for features, settings and
invariants, and builds instances for ``new``: defaults first, then the given
values (each set through its validate, set and check), then the lambda's,
then the required features and the invariants. An instance is immutable.
"""
from ..errors import EvaluationError
from . import types as T
from .core import a_type_name, inspect, to_string

_UNSET = object()


class Feature:
    """One feature of a type, its settings read: multiplicity, logic, flags."""

    def __init__(self, node, owner):
        self.node = node
        self.owner = owner                 # the PDefinedType that declares it
        self.name = str(node.name)
        self.kind = node.kind
        setting = node.setting
        lo = setting('min')
        hi = setting('max')
        self.min = lo.literal() if lo is not None else 0
        if hi is not None:
            self.max = None if hi.literal() == 'unbound' else hi.literal()
        else:
            # the ARM's defaults: 0..1; min 1 -> max 1; min > 1 -> unbound
            self.max = 1 if self.min <= 1 else None
        if self.max is not None and self.max < self.min:
            raise EvaluationError("feature '%s': max (%d) is less than min (%d)"
                                  % (self.name, self.max, self.min), hi.span)
        self.multi = self.max is None or self.max > 1
        flag = lambda name, default: setting(name).literal() if setting(name) else default
        self.unsettable = flag('unsettable', False)
        self.derived = setting('derived')
        self.transient = flag('transient', self.derived is not None)
        self.setable = flag('setable', self.derived is None)
        self.containment = flag('containment', True)
        self.default = setting('default')
        self.check = setting('check')
        self.validate = setting('validate')
        self.setter = setting('set')
        self.getter = setting('get')
        self._type = None

    @property
    def type(self):
        if self._type is None:
            value = self.node.type.resolve()
            if not isinstance(value, T.PType):
                raise EvaluationError("the type of feature '%s' must be a type, got %s"
                                      % (self.name, inspect(value)), self.node.type.span)
            self._type = value
        return self._type

    def where(self):
        return '%s[%s]' % (self.owner.name, self.name)

    def meta(self):
        return {'name': self.name, 'container': {'name': self.owner.name}}

    def empty(self):
        """The value of a feature never set: undef, or [] for a multi-valued one
        that is not unsettable (for which not set differs from empty)."""
        return [] if self.multi and not self.unsettable else None


class PDefinedType(T.PType):
    """The type of an ARM-7 definition; `=~`, typed parameters and `new` use it."""

    def __init__(self, definition, runtime):
        self.definition = definition
        self.runtime = runtime
        self.name = definition.name
        self._features = None
        self._chain = None

    def key(self):
        return (self.name,)

    def __str__(self):
        return self.name

    def kind_name(self):
        return self.name

    # -- the inheritance chain ---------------------------------------------------
    def chain(self):
        """The types from the root down to this one; the parent must exist, be an
        ARM-7 type and not lead back here."""
        if self._chain is None:
            chain = [self]
            node = self
            while node.definition.parent_name is not None:
                definition = node.definition
                try:
                    parent = self.runtime.resolve_type_name(definition.parent_name, definition)
                except EvaluationError:
                    parent = None
                if not isinstance(parent, PDefinedType):
                    raise EvaluationError("type %s inherits %s, which is not a type defined "
                                          "with `type Name { ... }`" % (
                                              definition.name, definition.parent_name),
                                          definition.span)
                if any(t.name == parent.name for t in chain):
                    raise EvaluationError('type %s: circular inheritance (%s)' % (
                        self.name, ' -> '.join([t.name for t in chain] + [parent.name])),
                        self.definition.span)
                chain.append(parent)
                node = parent
            self._chain = list(reversed(chain))
        return self._chain

    def features(self):
        """name -> Feature along the chain, the root's first; names are unique."""
        if self._features is None:
            features = {}
            for t in self.chain():
                for node in t.definition.features:
                    name = str(node.name)
                    if name in features:
                        other = features[name]
                        raise EvaluationError("feature '%s' of %s is already defined by %s at %s"
                                              % (name, t.name, other.owner.name,
                                                 other.node.span.location()), node.name.span)
                    features[name] = Feature(node, t)
            self._features = features
        return self._features

    def is_ancestor_of(self, other):
        return isinstance(other, PDefinedType) and any(t.name == self.name
                                                       for t in other.chain())

    def instance(self, value):
        return isinstance(value, ObjectValue) and self.is_ancestor_of(value.type)

    def assignable(self, other):
        if isinstance(other, T.PVariant):
            return all(self.assignable(t) for t in other.types)
        return self.is_ancestor_of(other)

    # -- new ----------------------------------------------------------------------------
    def construct(self, call, args, block):
        """``new(MyType, {...}) |$t| { ... }``: a new immutable instance."""
        self.chain()
        if self.definition.abstract:
            raise EvaluationError('%s is abstract and cannot be instantiated' % self.name,
                                  call.span)
        if len(args) > 1:
            raise EvaluationError('%s.new expects one Hash of feature values, got %d arguments'
                                  % (self.name, len(args)), call.span)
        given = args[0] if args else {}
        if given is None:
            given = {}
        if not isinstance(given, dict):
            raise EvaluationError('%s.new expects a Hash of feature values, got %s'
                                  % (self.name, a_type_name(given)), call.span)
        features = self.features()
        builder = _Builder(self, call)
        builder.check_keys(given)
        for feature in features.values():         # defaults first
            if feature.default is not None:
                builder.set(feature, feature.default.value.resolve())
        for name, value in given.items():
            builder.set(features[name], value)
        if block is not None:                      # the lambda details the new object
            partial = ObjectValue(self, {}, building=builder)
            partial._values = builder.values       # it sees the values as they are set
            more = block(partial)
            partial.building = None                # finished: no more assignments
            partial._values = dict(builder.values)
            if isinstance(more, dict) and not builder.assigned:
                builder.check_keys(more)
                for name, value in more.items():
                    builder.set(features[name], value)
        builder.require()
        made = ObjectValue(self, builder.values)
        self.check_invariants(made, call)
        return made

    def check_each(self, given, report):
        """Check values as ``new`` sets them (multiplicity, type, validate and
        check) without making an instance: ``given`` is (feature name, value, node)
        with the node an error is located at; every error found goes to
        report(name, error), not only the first."""
        features = self.features()
        for name, value, node in given:
            try:
                _Builder(self, node).set(features[name], value)
            except EvaluationError as exc:
                report(name, exc)

    def check_invariants(self, made, call):
        bindings = None
        for t in self.chain():
            definition = t.definition
            for invariant in definition.invariants:
                if bindings is None:
                    bindings = {name: made.read(name, call)
                                for name in self.features()}
                result = definition.run(invariant.check, bindings, [made])
                message = _verdict(result, invariant.message(), invariant.check)
                if message is not None:
                    raise EvaluationError('%s: %s' % (self.name, message), call.span,
                                          ['invariant at %s' % invariant.span.location()])


class _Builder:
    """The values of an instance being made, each set as its feature says."""

    def __init__(self, type_, call):
        self.type = type_
        self.call = call
        self.values = {}
        self.assigned = False      # the lambda assigned features ($t[x] = ...)

    def fail(self, message, notes=()):
        raise EvaluationError(message, self.call.span, notes)

    def assign(self, name, value, append, node):
        """``$t[name] = value`` (``+=``: append to a multi-valued feature) in the
        lambda of new; errors are located at the assignment."""
        self.assigned = True
        if not isinstance(name, str):
            raise EvaluationError('%s[] takes a feature name' % self.type.name, node.span)
        self.check_keys_at({name: value}, node)
        feature = self.type.features()[name]
        if append:
            if not feature.multi:
                raise EvaluationError('%s holds one value: += appends to multi-valued '
                                      'features only' % feature.where(), node.span)
            current = self.values.get(name) or []
            value = list(current) + (value if isinstance(value, list) else [value])
        call = self.call
        self.call = node
        try:
            self.set(feature, value)
        finally:
            self.call = call

    def check_keys_at(self, given, node):
        call = self.call
        self.call = node
        try:
            self.check_keys(given)
        finally:
            self.call = call

    def check_keys(self, given):
        features = self.type.features()
        for name in given:
            if name not in features:
                self.fail("%s has no feature %s (features: %s)" % (
                    self.type.name, inspect(name), ', '.join(features) or 'none'))

    def set(self, feature, value):
        where = feature.where()
        if feature.derived is not None and not feature.setable:
            self.fail('%s is derived and cannot be set' % where)
        definition = feature.node.parent   # the declaring type's definition
        bindings = {'it': value, feature.name: value, 'meta': feature.meta()}
        if feature.validate is not None:
            self.judge(feature, definition.run(feature.validate.value, bindings, [value]),
                       value, feature.validate)
        if feature.setter is not None:
            value = definition.run(feature.setter.value, bindings, [value])
        if feature.derived is not None:
            # a setable derived feature: its setter gives the other features' values
            if isinstance(value, dict):
                self.check_keys(value)
                for name, item in value.items():
                    self.set(self.type.features()[name], item)
            return
        items = value if feature.multi else [value]
        if feature.multi:
            if value is None and feature.unsettable:
                self.values[feature.name] = None
                return
            if not isinstance(value, list):
                self.fail('%s holds an Array of values (max %s), got %s' % (
                    where, 'unbound' if feature.max is None else feature.max,
                    a_type_name(value)))
            if len(value) < feature.min or (feature.max is not None and len(value) > feature.max):
                self.fail('%s expects %s values, got %d' % (where, _bounds(feature), len(value)))
        for item in items:
            if item is None and not feature.multi:
                continue            # an optional single value left unset
            if not feature.type.instance(item):
                self.fail('%s expects %s value, got %s' % (
                    where, _a(feature.type), str(T.generalize(T.infer(item))).split('[')[0]))
            if feature.check is not None:
                item_bindings = {'it': item, feature.name: item, 'meta': feature.meta()}
                self.judge(feature, definition.run(feature.check.value, item_bindings, [item]),
                           item, feature.check)
        if value is None and not feature.multi:
            self.values.pop(feature.name, None)
        else:
            self.values[feature.name] = value

    def judge(self, feature, result, value, setting):
        default = 'Illegal value: %s is not an acceptable value for %s' % (
            to_string(value), feature.name)
        message = _verdict(result, default, setting)
        if message is not None:
            self.fail('%s: %s' % (feature.where(), message),
                      ['check at %s' % setting.span.location()])

    def require(self):
        for feature in self.type.features().values():
            if feature.derived is not None or feature.min == 0:
                continue
            value = self.values.get(feature.name)
            if value is None:
                self.fail('%s requires a value (min %d)' % (feature.where(), feature.min))


def _verdict(result, default, node):
    """A check's result: a String is the message, false the default message,
    undef and true accept."""
    if result is None or result is True:
        return None
    if result is False:
        return default
    if isinstance(result, str):
        return result
    raise EvaluationError('a check or invariant produces a String, a Boolean or undef, not %s'
                          % a_type_name(result), node.span)


def _bounds(feature):
    if feature.max is None:
        return 'at least %d' % feature.min
    if feature.min == feature.max:
        return 'exactly %d' % feature.min
    return 'between %d and %d' % (feature.min, feature.max)


def _a(t):
    text = str(t)
    return ('an ' if text[:1] in 'AEIOU' else 'a ') + text


class ObjectValue:
    """An instance of an ARM-7 type: its features' values, immutable."""
    __slots__ = ('type', '_values', 'building')

    def __init__(self, type_, values, building=None):
        self.type = type_
        self._values = dict(values)
        self.building = building

    @property
    def puppet_type(self):
        return self.type

    def read(self, name, node):
        """A feature's value as a user sees it: derived computed, getter applied."""
        feature = self.type.features().get(name)
        if feature is None:
            raise EvaluationError('%s has no feature %s' % (self.type.name, inspect(name)),
                                  node.span)
        definition = feature.node.parent
        if feature.derived is not None:
            bindings = {n: self._values.get(n, f.empty())
                        for n, f in self.type.features().items() if f.derived is None}
            bindings['meta'] = feature.meta()
            return definition.run(feature.derived.value, bindings, [self])
        value = self._values.get(name, _UNSET)
        if value is _UNSET:
            value = feature.empty()
        if feature.getter is not None:
            bindings = {'it': value, name: value, 'meta': feature.meta()}
            value = definition.run(feature.getter.value, bindings, [value])
        return value

    def assign_feature(self, name, value, append, node):
        """``$t[name] = value`` in the lambda of new; the object is immutable after."""
        if self.building is None:
            raise EvaluationError('%s is immutable: features are set by new (and its lambda)'
                                  % self.type.name, node.span)
        self.building.assign(name, value, append, node)

    def puppet_access(self, keys, node):
        """``$obj[feature]``."""
        if len(keys) != 1 or not isinstance(keys[0], str):
            raise EvaluationError('%s[] takes one feature name' % self.type.name, node.span)
        return self.read(keys[0], node)

    def method_feature(self, name):
        """``$obj.feature``: a reader, or None when the type has no such feature."""
        if name not in self.type.features():
            return None
        return lambda node: self.read(name, node)

    def data(self):
        """The features set and not transient, in definition order."""
        return {name: self._values[name] for name, f in self.type.features().items()
                if name in self._values and not f.transient}

    def __eq__(self, other):
        return isinstance(other, ObjectValue) and other.type.name == self.type.name and \
            other._values == self._values

    def __hash__(self):
        return hash((self.type.name, tuple(sorted(self._values))))

    def __str__(self):
        return '%s(%s)' % (self.type.name, inspect(self.data()))

    __repr__ = __str__
