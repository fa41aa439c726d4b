"""Catalog resources: what a resource expression, a class or a define instance adds.

Parameters keep, per name, the chain of values that set them (newest first):
a declared value, a local ``default:`` body, a resource default, an override.
That chain is the predecessor chain the provenance view will show.
"""
import json
import os
import re
import weakref

from ..errors import EvaluationError
from ..values.core import INT_MAX, INT_MIN, flatten, ruby_float
from ..values.types import capitalize_type_name

_HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(_HERE, 'core_types.json')) as _f:
    CORE_TYPES = json.load(_f)
METAPARAMS = frozenset(CORE_TYPES.pop('metaparams'))
# nagios_core's types are known only when that module is on the modulepath
CORE_TYPES = {name: info for name, info in CORE_TYPES.items() if not info.get('needs_module')}
RELATION_PARAMS = ('before', 'require', 'notify', 'subscribe')
VALID_TAG = re.compile(r'\A\w[\w:.\-]*\Z')   # Ruby's [[:alnum:]_], Unicode-aware


def attribute_names(type_name):
    """Valid attribute names of a built-in type (None for types we do not know)."""
    from ..types import builtin_type
    rtype = builtin_type(type_name.lower())
    return rtype.attributes if rtype is not None else None


def valid_tag(value):
    """A tag given by `tag =>` or tag(), as Puppet checks it (Invalid tag '...')."""
    text = str(value)
    if not VALID_TAG.match(text.lower()):
        raise EvaluationError("Invalid tag '%s'" % text)
    return text


def tag_segments(name):
    """A qualified name's tags: the whole name then each segment ('a::b', 'a', 'b')."""
    name = name.lower()
    out = [name]
    if '::' in name:
        out.extend(s for s in name.split('::') if s)
    return out


def resource_key(type_name, title):
    """The catalog's identity of a resource: class titles compare case-insensitively."""
    type_key = type_name.lower()
    return (type_key, title.lower() if type_key == 'class' else title)


class Deferred:
    """An attribute value not resolved yet: its expression, resolved on first use.

    A lazy catalog (lazygraph.load) stores these instead of values, so a value
    nobody asks for is never computed. Shared by every resource a default or a
    collector override reaches: Puppet evaluates those expressions once.
    """
    __slots__ = ('node', '_value', 'compute', 'scopes', 'runtime', 'clock')

    def __init__(self, node=None, compute=None):
        self.node = node
        self.compute = compute
        self._value = _PENDING
        # Parents are weak references: keep the scopes the expression lives in
        # (a lambda's per-call scope is gone once the call returns). Scopes with
        # a catalog frame are the compiler's (Compiler.scopes, .program): holding
        # them here would make a cycle through their frame's defaults.
        contexts = [a for a in node.ancestors() if a.is_context] if node is not None else ()
        self.scopes = [c for c in contexts if c.frame is None] if node is not None else None
        # What had run at declaration: the value sees the variables of then.
        # The runtime is held weakly: it reaches scopes (template renderings)
        # whose frames hold this value, and its compiler holds it anyway.
        runtime = contexts[0].runtime() if contexts else None
        self.runtime = None if runtime is None else weakref.ref(runtime)
        self.clock = None if runtime is None else runtime.clock \
            if runtime.declare_clock is None else runtime.declare_clock

    def get(self):
        if self._value is _PENDING:
            from ..nodes.base import current_stack
            current_stack().counters['attribute values resolved'] += 1
            runtime = self.runtime
            if runtime is not None:
                runtime = runtime()
                if runtime is None:
                    raise EvaluationError('the value of an attribute of a dropped catalog',
                                          getattr(self.node, 'span', None))
            if runtime is None:
                self._value = self.compute() if self.compute is not None else \
                    self.node.resolve()
            else:
                saved, runtime.view_clock = runtime.view_clock, self.clock
                try:
                    self._value = self.compute() if self.compute is not None else \
                        self.node.resolve()
                finally:
                    runtime.view_clock = saved
            self.scopes = None
            self.runtime = None
        return self._value


_PENDING = object()


def check_attribute_value(value, span):
    """Puppet's Runtime3Converter on an attribute value as it is set: an Integer
    beyond 64 bits (from Integer('99999999999999999999'), a fact, Hiera data)
    is its error at the attribute, in an array or a hash too. Infinity and NaN
    fail later in Puppet, when the catalog is serialized (no location): here at
    the attribute too, before any of the catalog is written. An Iterator is
    refused, as Puppet refuses it."""
    if value.__class__ is str:
        return          # most values: nothing to check (and no getattr miss below)
    if isinstance(value, int):
        if not INT_MIN <= value <= INT_MAX:
            raise EvaluationError("Use of a Ruby Integer outside of Puppet Integer %s range, "
                                  "got '0x%s'" % ('max' if value > 0 else 'min',
                                                   ruby_hex(value)), span)
    elif isinstance(value, float):
        if value != value or value in (_INFINITY, -_INFINITY):
            raise EvaluationError('%s not allowed in JSON' % ruby_float(value), span)
    elif isinstance(value, list):
        for item in value:
            check_attribute_value(item, span)
    elif isinstance(value, dict):
        for key, item in value.items():
            check_attribute_value(key, span)
            check_attribute_value(item, span)
    elif getattr(value, 'puppet_iterator', False):
        from ..values.iterator import refuse_iterators   # (an Iterator made it: loaded)
        refuse_iterators(value, span)


_INFINITY = float('inf')


def ruby_hex(value):
    """Ruby's '%x' % value: a negative number as its two's complement, '..f' first."""
    if value >= 0:
        return '%x' % value
    digits = '%x' % (16 ** (len('%x' % -value) + 1) + value)
    return '..' + 'f' + digits.lstrip('f')


class Setting:
    """One value of one parameter, with where it came from (provenance).

    ``predecessor`` is the setting it replaced or builds on. ``combine`` says
    how the value relates to it: None (replaces), 'append' (``+>``: the
    predecessor's values then these). A value that is undef removes the
    parameter.
    """
    __slots__ = ('raw', 'origin', 'span', 'predecessor', 'combine', 'via')

    def __init__(self, value, origin, span, predecessor=None, combine=None, via=None):
        self.raw = value
        self.origin, self.span, self.predecessor = origin, span, predecessor
        self.combine = combine
        self.via = via        # words for --explain: which scope, class or collector

    @property
    def own(self):
        raw = self.raw
        if isinstance(raw, Deferred):
            if raw._value is _PENDING:     # a lazy value, checked as Puppet sets it
                check_attribute_value(raw.get(), self.span)
            return raw.get()
        return raw

    @property
    def value(self):
        """The parameter's value as this setting leaves it."""
        raw = self.raw
        if raw.__class__ is not Deferred and self.combine is None:
            return raw          # the common case, without the property below
        value = self.own
        if self.combine == 'append':
            before = self.predecessor.value if self.predecessor is not None else None
            return value if before is None else flatten([before, value])
        return value

    @property
    def resolved(self):
        raw = self.raw
        return not isinstance(raw, Deferred) or raw._value is not _PENDING

    def chain(self):
        """This setting and its predecessors, newest first."""
        setting = self
        while setting is not None:
            yield setting
            setting = setting.predecessor


class Resource:
    __slots__ = ('type', 'title', '_params', 'virtual', 'exported', 'scope', 'container',
                 'span', 'kind', 'definition', 'evaluated', 'tags', 'extra_tags',
                 'collected', 'order', '_indexed_tags', 'function_tags', 'stub', 'ref', 'key',
                 'rtype', 'collector_id', 'number_title', 'appends', 'arguments')

    def __init__(self, type_, title, span=None, kind='compilable_type'):
        self.type = type_
        self.title = title
        self.ref = '%s[%s]' % (type_, title)          # File[/etc/motd]
        self.key = resource_key(type_, title)          # the catalog's identity
        self._params = {}
        self.stub = None           # (SkimmedResources, Stub): parsed on first use
        self.appends = None        # relationship appends waiting for the stub's parse
        self.virtual = False
        self.exported = False
        self.scope = None          # the scope that declared it
        self.container = None      # the Class/define resource it belongs to
        self.span = span
        self.kind = kind
        self.definition = None     # DefineDefinition for defined types
        self.evaluated = False
        self.tags = []
        self.extra_tags = ()       # replaced, never added to: the container's tags (classes.py)
        self.collected = False
        self.order = 0
        self._indexed_tags = None
        self.function_tags = []    # added by tag(): after every other tag
        self.rtype = None          # its ResourceType (lazygraph.types), for Ruby types
        self.collector_id = None   # 'certname|Type|title' of an export collected from a store
        self.number_title = False  # declared by a function with a number as its title
        self.arguments = None      # a define instance: name -> (span, expression) declared

    @property
    def params(self):
        """name -> Setting (newest); a skimmed resource parses its statement now."""
        if self.stub is not None:
            stub, self.stub = self.stub, None
            stub[0].compiler().fill_stub(self, stub)
            appends, self.appends = self.appends, None
            for args in appends or ():
                self.append(*args)
        return self._params

    def set(self, name, value, origin, span, combine=None, via=None):
        params = self._params if self.stub is None else self.params
        params[name] = Setting(value, origin, span, params.get(name), combine, via)

    def append(self, name, ref, origin, span):
        """Add a reference to a relationship parameter; a single value becomes a list.

        Puppet appends even a reference that is already there, and appends to the
        array it holds in place (Ruby's <<): resources that were given the same
        array -- the titles of one body, a shared variable -- all see the append.
        A statement not parsed yet that never names the parameter holds no such
        array: the append waits for the parse (a relationship need not read it).
        """
        if self.stub is not None:
            node, stub = self.stub
            if name not in node.span.source.text[stub.start:stub.end]:
                if self.appends is None:
                    self.appends = []
                self.appends.append((name, ref, origin, span))
                return
        existing = self.get(name)
        if isinstance(existing, list):
            existing.append(ref)
            values = existing
        else:
            values = [] if existing is None else [existing]
            values.append(ref)
        self.set(name, values, origin, span)

    def accepted_names(self, runtime):
        """The attribute names this resource takes (None: any)."""
        if self.rtype is not None:
            return self.rtype.attributes
        definition = self.definition
        if definition is None and self.type == 'Class':
            definition = runtime.definition('class', self.title.lower())
        if definition is not None:
            return {p.name for p in definition.params} | METAPARAMS | {'name'}
        return None

    def get(self, name, default=None):
        setting = (self._params if self.stub is None else self.params).get(name)
        return setting.value if setting is not None else default

    def compute_tags(self, problem=None, at=None):
        """An invalid tag is an error at ``at`` (an override's place), else at
        the resource's line, as Puppet names it. problem (`lazygraph check`):
        called with that error instead, the tag left out, so the compile goes on."""
        span = at or self.span
        try:
            tags = []
            # only a `tag` parameter has tag values (a stub's _params are empty: no tag
            # until parsed, as _tag_values says)
            late = ()
            if 'tag' in self._params:
                early, late = self._tag_values()
                for t in early:
                    tags.extend(self._checked_tag(t, problem, span))
            if self.type == 'Class':
                tags.append('class')
                if self.title != 'main':
                    tags.extend(tag_segments(self.title))
            else:
                tags.extend(tag_segments(self.type))
                if not self.number_title and not (self.type == 'Stage' and self.title == 'main'):
                    title = self.title.lower()
                    if VALID_TAG.match(title):
                        tags.extend(tag_segments(title))   # 'a::b' also tags 'a', 'b'
            for t in late:
                tags.extend(self._checked_tag(t, problem, span))
            tags.extend(self.extra_tags)
            if self.container is not None:
                tags.extend(self.container.tags)
            tags.extend(self.function_tags)
            # in order, each once (dict keys keep the first place)
            self.tags = list(dict.fromkeys(tags))
        except EvaluationError as exc:
            raise exc.located(span)
        return self.tags

    def _checked_tag(self, value, problem, span):
        try:
            return tag_segments(valid_tag(value))
        except EvaluationError as exc:
            if problem is None:
                raise
            problem(exc.located(span), (self.ref, 'tag'))
            return []

    def _tag_values(self):
        """The `tag` values set when the resource was made, and those an override
        or collector added later: Puppet tags with the latter after type and title."""
        setting = self.params.get('tag') if self.stub is None else None   # a stub: no tag
        if setting is None:
            return [], []
        values = _as_list(setting.value)
        made = next((s for s in setting.chain() if s.origin not in LATE_ORIGINS), None)
        early = _as_list(made.value) if made is not None else []
        return early, [v for v in values if v not in early]

    def __repr__(self):
        return '<Resource %s>' % self.ref


LATE_ORIGINS = ('override', 'collector override')


def _as_list(value):
    return [] if value is None else value if isinstance(value, list) else [value]


def class_title(name):
    return capitalize_type_name(name) if name != 'main' else 'main'
