"""What the parts of the Compiler share: scopes and their frames, small helpers."""
import re
import weakref

from ..errors import EvaluationError
from ..functions.effects import ORDER_DEPENDENT
from ..functions.registry import BUILTIN_NAMES
from ..nodes.access import Variable
from ..nodes.calls import Call
from ..nodes.catalog import CatalogExpression
from ..nodes.data import Boxed, GivenValue
from ..nodes.scope import Assignment, Context
from ..patterns import LazyPattern
from ..values import types as T
from ..values.core import flatten, inspect
from .resource import Deferred

REF_STRING = LazyPattern(r'\A\s*((?:::)?[A-Za-z][\w]*(?:::[A-Za-z]\w*)*)\s*\[\s*(.+?)\s*\]\s*\Z',
                         re.S)


class Frame:
    """What the catalog knows about one scope.

    The scope points to its frame (Context.frame); the frame points back weakly,
    so a dropped catalog is freed by reference counting, not the cyclic GC. The
    compiler owns the scopes (Compiler.scopes, Compiler.program).
    """
    __slots__ = ('_scope', 'resource', 'dynamic_parent', 'defaults', 'class_name')

    def __init__(self, scope, resource, dynamic_parent, class_name=None):
        self._scope = weakref.ref(scope)
        self.resource = resource
        self.dynamic_parent = dynamic_parent
        self.defaults = {}     # type (lower) -> {attribute: Setting}, newest state
        self.class_name = class_name

    @property
    def scope(self):
        return self._scope()


class ClassScope(Context):
    """The scope of a class, define instance or node body."""
    __slots__ = ('lexical_parent', 'captures')

    def __init__(self, span=None, **kwargs):
        self.lexical_parent = None
        self.captures = None
        Context.__init__(self, span, **kwargs)

    def parent_scope(self):
        # Variables are not dynamically scoped: inherited class, else node/top scope.
        if self.lexical_parent is not None:
            return self.lexical_parent
        return Context.parent_scope(self)


def deferrable(node):
    """May this attribute value wait until someone asks for it?

    Not if resolving it later could give another result or another catalog:
    catalog functions, user-defined functions (they may declare anything),
    assignments, nested catalog expressions, variables of other classes.
    """
    for child in node.walk():
        if isinstance(child, Call):
            if child.name in ('template', 'inline_template'):
                # ERB is Ruby: only a template that may change values, or define
                # methods, must run in Puppet's order
                from ..functions.templates import erb_runs_where_declared
                if erb_runs_where_declared(child):
                    return False
            elif child.name in ORDER_DEPENDENT or child.name not in BUILTIN_NAMES:
                return False
        elif isinstance(child, (Assignment, CatalogExpression)) or child.runs_in_order():
            return False
        elif isinstance(child, Variable) and '::' in child.name.lstrip(':'):
            return False
    return True


def _value(value):
    return value.get() if isinstance(value, Deferred) else value


def _appended(outer, value):
    """``+>`` on a resource default: the outer default's values, then these."""
    if isinstance(value, Deferred) or isinstance(outer.raw, Deferred):
        return Deferred(compute=lambda: flatten([outer.value, _value(value)]))
    return flatten([outer.value, value])


def _scope_path(refs):
    """Where a resource default was found, and the dynamic scopes that led there."""
    if len(refs) == 1:
        return 'in %s' % refs[0]
    return 'in %s, reached through %s' % (refs[-1], ' -> '.join(refs))


_MISSING = object()
_ABSENT = object()       # no value and no default: reported with the type mismatches


def _bind_values(scope, values, extra=(), arguments=None):
    """Bind parameters: a given value where it was given (arguments: name ->
    (span, expression) of the attribute that gave it), else the default."""
    for name, value in extra:
        scope.bind(name, Boxed(None, value=value))
    arguments = arguments or {}
    for param, given in values:
        if given is _ABSENT:
            given = None
        if given is _MISSING:
            node = param.default.clone()
        else:
            span, argument = arguments.get(param.name, (param.span, None))
            node = GivenValue.of(given, span, argument)
        scope.bind(param.name, node, param.span)


def _check_values(scope, values, resource, span):
    """Parameter values against their types, and the parameters without a value,
    as Puppet reports them: after every default is evaluated, all in one error
    in parameter order ("Class[C]:\n  expects a value for parameter 'm'\n  ...")."""
    problems = []
    for param, given in values:
        if given is _ABSENT:
            problems.append("expects a value for parameter '%s'" % param.name)
            continue
        expected = param.type_value()
        value = scope.binding_map()[param.name].value.resolve()     # every default runs
        if expected is not None:
            if not expected.instance(value):
                problems.append("parameter '%s' expects %s value, got %s" % (
                    param.name, _a(expected), str(T.generalize(T.infer(value))).split('[')[0]))
    if len(problems) == 1:
        raise EvaluationError('%s: %s' % (resource.ref, problems[0]), span)
    if problems:
        raise EvaluationError('%s:\n  %s' % (resource.ref, '\n  '.join(problems)), span)


def _a(t):
    text = str(t)
    return ('an ' if text[:1] in 'AEIOU' else 'a ') + text


def _class_name(name, node):
    if isinstance(name, T.PClass):
        name = name.title
    if not isinstance(name, str) or not name:
        raise EvaluationError('a class name must be a non-empty String, got %s' % inspect(name),
                              node.span)
    return name.lower().lstrip(':')


def _unique(resources):
    seen = set()
    return [r for r in resources if not (id(r) in seen or seen.add(id(r)))]


def _source(resource):
    container = resource.container
    return container.ref if container is not None else 'Class[main]'


def _span_at(span):
    return '' if span is None else ' at (file: %s, line: %d)' % (span.filename, span.line)


def _at(resource):
    if resource.stub is not None:
        resource.params          # a skimmed resource: parse it for its location
    span = resource.span
    if span is None:
        return ''
    return ' at (file: %s, line: %d)' % (span.filename, span.line)
