"""Function calls, method calls and lambdas.

A lambda is called by cloning its body under a fresh Context that binds the
parameters (yay's For expansion): every call has its own nodes and memos, so
``$a.map |$x| { $x * 2 }`` resolves each item independently.
"""
import weakref

from ..errors import CantFold, EvaluationError
from ..values import types as T
from .base import Node
from .data import Boxed
from .operators import Splat
from .scope import Context


class Signal(Exception):
    """Non-local exits: ``next``, ``break``, ``return``. Not errors."""

    def __init__(self, value=None, node=None):
        super().__init__(value)
        self.value = value
        self.node = node


class NextSignal(Signal):
    pass


class BreakSignal(Signal):
    pass


class ReturnSignal(Signal):
    pass


class Parameter(Node):
    """``Type $name = default`` in a lambda, function, class or define."""
    type_body_ok = True
    __slots__ = ('name', 'type', 'default', 'splat')
    attrs = ('name', 'splat')
    fields = ('type', 'default')

    def label(self):
        return 'Parameter %s$%s' % ('*' if self.splat else '', self.name)

    def type_value(self):
        return self.type.resolve() if self.type is not None else None


class Lambda(Node):
    type_body_ok = True
    __slots__ = ('params', 'body', 'return_type')
    fields = ('params', 'body', 'return_type')
    traversable = True

    def _resolve(self):
        return Closure(self)

    def flow_sources(self):
        return []       # a lambda's body runs per call: not one source

    def _fold(self):
        # Lambda bodies run per call; folding them alone would bind no parameter.
        return self


class Closure:
    """A callable lambda value, as builtin functions receive it."""

    def __init__(self, lam, scope_parent=None):
        # The lambda memoises this closure as its value: a weak way back to it
        # (the graph owns the lambda), so no reference cycle.
        self._lam = weakref.ref(lam)
        self._scope_parent = scope_parent

    @property
    def lam(self):
        return self._lam()

    @property
    def scope_parent(self):
        return self._scope_parent or self._lam()

    @property
    def arity(self):
        params = self.lam.params
        required = sum(1 for p in params if p.default is None and not p.splat)
        maximum = None if any(p.splat for p in params) else len(params)
        return required, maximum

    @property
    def param_count(self):
        return len(self.lam.params)

    def __call__(self, *args):
        lam = self.lam
        context = bind_parameters(lam, lam.params, list(args), lam.body, 'block',
                                  self.scope_parent)
        try:
            value = context.resolve()
        except NextSignal as signal:
            value = signal.value
        if lam.return_type is not None:
            check_type(lam.return_type.resolve(), value, lam.return_type, 'lambda return value')
        return value


def bind_parameters(owner, params, args, body, what, parent):
    """A Context binding ``params`` to ``args`` around a clone of ``body``."""
    bindings = []
    n = len(args)
    for i, param in enumerate(params):
        if param.splat:
            value = list(args[i:])
        elif i < n:
            value = args[i]
        elif param.default is not None:
            value = _DEFAULT_MARK
        else:
            raise owner.error("%s expects %s argument%s, got %d" % (
                what, _arity_text(params), '' if len(params) == 1 else 's', n))
        bindings.append((param, value))
    if n > len(params) and not any(p.splat for p in params):
        raise owner.error("%s expects %s argument%s, got %d" % (
            what, _arity_text(params), '' if len(params) == 1 else 's', n))
    context = Context(owner.span, bindings=[], body=body.clone() if body is not None else None,
                      scope_name=what)
    context.attach(parent)
    for param, value in bindings:
        if value is _DEFAULT_MARK:
            node = param.default.clone()
        else:
            node = Boxed(param.span, value=value)
        context.bind(param.name, node, param.span)
    for param, value in bindings:
        expected = param.type_value()
        if expected is not None:
            actual = context.binding_map()[param.name].value.resolve()
            # Puppet reports a wrong argument where the call is.
            if param.splat:
                for item in actual:
                    check_type(expected, item, owner, "%s parameter '%s'" % (what, param.name))
            else:
                check_type(expected, actual, owner, "%s parameter '%s'" % (what, param.name))
    return context


_DEFAULT_MARK = object()


def _arity_text(params):
    required = sum(1 for p in params if p.default is None and not p.splat)
    if any(p.splat for p in params):
        return 'at least %d' % required
    if required == len(params):
        return str(required)
    return 'between %d and %d' % (required, len(params))


def check_type(expected, value, node, what):
    if isinstance(expected, T.PType) and not expected.instance(value):
        actual = T.generalize(T.infer(value))
        raise node.error('%s expects %s value, got %s' % (
            what, _a(expected), _type_brief(actual)))


def _a(t):
    text = str(t)
    return ('an ' if text[:1] in 'AEIOU' else 'a ') + text


def _type_brief(t):
    return str(t).split('[')[0] if not isinstance(t, T.PTypeType) else str(t)


# Functions rendering a template, whose code may do what a body does (cone.py).
TEMPLATE_FUNCTIONS = frozenset(['epp', 'inline_epp', 'template', 'inline_template'])


class Call(Node):
    """``f(args) |lambda|`` and statement calls such as ``notice $x``."""
    __slots__ = ('name', 'args', 'lambda_')
    attrs = ('name',)
    fields = ('args', 'lambda_')

    def label(self):
        return 'Call %s' % self.name

    def function(self):
        return self.runtime().function(self.name, self)

    type_body_ok = True

    def type_body_problem(self):
        from .object_types import TYPE_BODY_FUNCTIONS
        if self.name in TYPE_BODY_FUNCTIONS:
            return None
        return "the function '%s'" % self.name

    def use_type_body_names(self):
        from .object_types import TYPE_BODY_FUNCTIONS
        self.name = TYPE_BODY_FUNCTIONS.get(self.name, self.name)

    def footprint_args(self):
        return self.args

    def add_footprint(self, footprint):
        """include-like calls name classes; a few functions declare resources;
        a Puppet-language function may do what its body does."""
        from ..catalog.titles import ANY
        from ..functions.effects import effects_of
        from ..functions.registry import BUILTIN_NAMES
        name = self.name.lower().lstrip(':')
        args = self.footprint_args()
        effects = effects_of(name)
        if effects.catalog == 'includes':
            for arg in args:
                names = arg.class_names()
                if names is None:
                    footprint.cannot_read('%s with a computed class name' % name)
                else:
                    for class_name in names:
                        footprint.include(class_name)
        elif effects.catalog == 'declares':
            type_name = effects.declared_type
            if type_name is None:
                names = args[0].class_names() if args else None
                type_name = names[0].lower().lstrip(':') if names and len(names) == 1 else None
            footprint.declare(type_name, ANY)
        elif effects.catalog == 'realizes':
            for arg in args:
                arg.relationship_footprint(footprint)
        elif effects.catalog == 'unknown':
            footprint.cannot_read(name)
        elif name in TEMPLATE_FUNCTIONS:
            footprint.renders(name, args)
        elif name not in BUILTIN_NAMES:
            footprint.calls.add(name)
        footprint.visit_children(self)

    def argument_values(self):
        values = []
        for arg in self.args:
            value = arg.resolve()
            if isinstance(arg, Splat):
                values.extend(value)
            else:
                values.append(value)
        return values

    def _resolve(self):
        # Puppet evaluates the arguments before it looks the function up: an
        # unknown function inside the arguments is the error it reports first
        args = self.argument_values()
        function = self.function()
        block = self.lambda_.resolve() if self.lambda_ is not None else None
        return function.invoke(self, args, block)

    def pure(self):
        return self.function().pure and self.lambda_ is None

    def _fold(self):
        try:
            pure = self.pure()
        except EvaluationError:
            pure = False
        # A function may know when it folds (epp: when its template does).
        fold_call = None
        if not pure and self.lambda_ is None:
            try:
                fold_call = getattr(self.function(), 'fold_call', None)
            except EvaluationError:
                pass
        if fold_call is not None:
            return fold_call(self)
        if not pure:
            args = []
            for arg in self.args:
                try:
                    args.append(arg.fold())
                except CantFold as exc:
                    args.append(exc.node)
            raise CantFold(self.replace(args=args))
        return Node._fold(self)


class MethodCall(Call):
    """``$x.f(args)``: the receiver is the first argument."""
    __slots__ = ('receiver',)
    fields = ('receiver', 'args', 'lambda_')

    def label(self):
        return 'MethodCall .%s' % self.name

    def footprint_args(self):
        return [self.receiver] + list(self.args)

    def type_body_problem(self):
        # `$obj.feature` reads a feature of an ARM-7 object: any name but a
        # function's that type bodies may not call.
        from ..functions.registry import BUILTIN_NAMES
        if self.name in BUILTIN_NAMES:
            return Call.type_body_problem(self)
        return None

    def _resolve(self):
        receiver = self.receiver.resolve()
        # A value with methods of its own (a Hiera backend's $context.not_found()).
        methods = getattr(receiver, 'puppet_method', None)
        method = methods(self.name) if methods is not None else None
        if method is not None:
            block = self.lambda_.resolve() if self.lambda_ is not None else None
            return method(self, Call.argument_values(self), block)
        # `$obj.name` of an ARM-7 object (values/objects.py) reads its feature.
        if not self.args and self.lambda_ is None:
            read = getattr(receiver, 'method_feature', None)
            if read is not None and read(self.name) is not None:
                return read(self.name)(self)
        return Call._resolve(self)

    def pure(self):
        try:
            return Call.pure(self)
        except EvaluationError:
            return False       # `$obj.feature`: no function of that name

    def argument_values(self):
        return [self.receiver.resolve()] + Call.argument_values(self)

    def _fold(self):
        if not self.pure():
            self._fold_impure()
        return Node._fold(self)

    def _fold_impure(self):
        receiver = self.receiver
        try:
            receiver = receiver.fold()
        except CantFold as exc:
            receiver = exc.node
        raise CantFold(self.replace(receiver=receiver))
