"""Data nodes: the folded forms (yay's Boxed / Sequence / Mapping) and strings."""
from ..errors import CantFold
from ..values.core import PRegexp, hash_key, key_of, to_s
from .base import Node


class Boxed(Node):
    """A constant: literal numbers, strings, booleans, undef, default, regexes."""
    type_body_ok = True
    __slots__ = ('value',)
    attrs = ('value',)
    traversable = True

    def _fold(self):
        return self

    def _resolve(self):
        return self.value

    def possible_titles(self, footprint, seen=frozenset()):
        from ..catalog.titles import ANY, Titles
        return Titles.literal(self.value) if isinstance(self.value, str) else ANY

    def flow_sources(self):
        return []       # a literal: where data flow ends

    def flow_key(self):
        return self.value if isinstance(self.value, str) else None

    def idem(self):
        return True

    def idem_label(self):
        from ..values.core import DEFAULT, PRegexp
        value = self.value
        if value is None:
            return "'undef' expression"
        if value is DEFAULT:
            return "'default' expression"
        if isinstance(value, bool):
            return 'Boolean'
        if isinstance(value, int):
            return 'Literal Integer'
        if isinstance(value, float):
            return 'Literal Float'
        if isinstance(value, PRegexp):
            return 'Regular Expression'
        return 'Name' if isinstance(self, BareWord) else 'String'

    def class_names(self):
        return [self.value] if isinstance(self.value, str) else None

    def label(self):
        from ..values.core import inspect
        text = inspect(self.value)
        if len(text) > 40:
            text = text[:37] + '...'
        return 'Boxed %s' % text


class GivenValue(Boxed):
    """A parameter's value given where its class or define instance was
    declared (`class { 'web': port => 8 + 1 }`): bound as the value, located at
    the argument, and its data flow (--explain) goes on into the argument's
    expression, which was evaluated where it stands."""
    __slots__ = ('argument',)

    @classmethod
    def of(cls, value, span, argument=None):
        node = cls(span, value=value)
        node.argument = argument
        return node

    def _after_clone(self, node):
        node.argument = getattr(self, 'argument', None)

    def flow_sources(self):
        argument = getattr(self, 'argument', None)
        return [argument] if argument is not None else []

    def flow_label(self):
        return 'given %s' % self.label().split(' ', 1)[-1]


class BareWord(Boxed):
    """A bare ``name`` used as a value: a string (``notice hello``, hash keys, titles)."""
    __slots__ = ()


class Regex(Boxed):
    __slots__ = ()

    def __init__(self, span=None, value=None, **kwargs):
        if isinstance(value, str):
            value = PRegexp(value)
        Boxed.__init__(self, span, value=value, **kwargs)


class Sequence(Node):
    """An array literal; ``*$x`` items are spliced in."""
    type_body_ok = True
    __slots__ = ('items',)
    fields = ('items',)
    traversable = True

    def check_type_alias_target(self):
        from ..errors import ParseError
        raise ParseError('Illegal expression. An Array Expression is unacceptable as a type '
                         'reference in a Type Alias', self.span)

    def _fold(self):
        return _fold_structure(self)

    def possible_titles(self, footprint, seen=frozenset()):
        """An array title declares each item."""
        from ..catalog.titles import Titles
        titles = Titles([])
        for item in self.items:
            titles = titles.union(item.possible_titles(footprint, seen))
        return titles

    def class_names(self):
        names = [item.class_names() for item in self.items]
        return None if any(n is None for n in names) else [n for ns in names for n in ns]

    def relationship_footprint(self, footprint):
        for item in self.items:
            item.relationship_footprint(footprint)

    def idem(self):
        return True

    def idem_label(self):
        return 'Array Expression'

    def _resolve(self):
        from .operators import Splat
        out = []
        for item in self.items:
            if isinstance(item, Splat):
                value = item.resolve()
                out.extend(value if isinstance(value, list) else [value])
            else:
                out.append(item.resolve())
        return out

    def get(self, index):
        return self.items[index]


class Pair(Node):
    type_body_ok = True
    __slots__ = ('key', 'value')
    fields = ('key', 'value')
    traversable = True

    def _fold(self):
        return _fold_structure(self)

    def _resolve(self):
        return (self.key.resolve(), self.value.resolve())


class Mapping(Node):
    """A hash literal: an ordered list of Pairs. A repeated key keeps the last value."""
    type_body_ok = True
    __slots__ = ('entries', '_index', 'bare')
    fields = ('entries',)
    traversable = True

    def check_type_alias_target(self):
        pass      # type A = {attributes => ...}: an Object type

    def idem(self):
        return True

    def idem_label(self):
        return 'Hash Expression'

    def __init__(self, span=None, **kwargs):
        self._index = None
        self.bare = False   # written as `f(a => 1)`: pairs without braces
        Node.__init__(self, span, **kwargs)

    def _fold(self):
        return _fold_structure(self)

    def _resolve(self):
        out = {}
        for pair in self.entries:
            out[key_of(pair.key.resolve())] = pair.value.resolve()
        return out

    def get(self, key):
        """The value node for a key, without resolving other values (lazy traversal)."""
        if self._index is None:
            index = {}
            for pair in self.entries:
                index[hash_key(pair.key.resolve())] = pair.value
            self._index = index
        return self._index.get(hash_key(key))


class Interpolation(Node):
    """A double-quoted string or heredoc with ``${...}`` parts."""
    type_body_ok = True
    __slots__ = ('parts',)
    fields = ('parts',)

    def _resolve(self):
        # a list, not a generator: join makes one anyway, and resuming a
        # generator per part cost more than the part's text
        return ''.join([to_s(part.resolve()) for part in self.parts])

    def idem(self):
        return True

    def idem_label(self):
        return 'Double Quoted String'

    def flow_sources(self):
        """The interpolated expressions (the literal text between them says nothing)."""
        return [part for part in self.parts if not isinstance(part, Boxed)]

    def possible_titles(self, footprint, seen=frozenset()):
        from ..catalog.titles import EMPTY_STRING
        titles = EMPTY_STRING
        for part in self.parts:
            titles = titles.concat(part.possible_titles(footprint, seen))
        return titles


def _fold_structure(node):
    """Fold a structural node's children; it stays a node of its own kind."""
    changed = False
    unknown = False
    new = {}
    for name in node.fields:
        value = getattr(node, name)
        if isinstance(value, list):
            items = []
            for child in value:
                try:
                    folded = child.fold()
                except CantFold as exc:
                    folded = exc.node
                    unknown = True
                changed |= folded is not child
                items.append(folded)
            new[name] = items
        elif value is not None:
            try:
                folded = value.fold()
            except CantFold as exc:
                folded = exc.node
                unknown = True
            changed |= folded is not value
            new[name] = folded
    result = node.replace(**new) if changed else node
    if unknown:
        raise CantFold(result)
    return result


def data_node(value, span=None):
    """The data node of a resolved value: Sequence/Mapping stay traversable."""
    if isinstance(value, list):
        return Sequence(span, items=[data_node(v, span) for v in value])
    if isinstance(value, dict):
        return Mapping(span, entries=[Pair(span, key=Boxed(span, value=k),
                                           value=data_node(v, span)) for k, v in value.items()])
    return Boxed(span, value=value)
