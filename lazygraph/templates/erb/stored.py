"""A compiled ERB template's tree as plain data, for the parse cache
(syntax/parse_cache.py): lexing and parsing the Ruby of a module's templates
was about a third of compiling a module such as puppet-nginx, at every run.

The tree is made of the subset's own classes (nodes, Params, Token, Symbol),
each kept as its class name and the values of its slots in order; text,
numbers, booleans, None, lists, tuples and dicts as themselves. Anything else
(a compiled regex, a value the subset added later) makes the template
unstorable: it is compiled at each run, as before. Reading back takes only
those classes, with exactly their slots: anything else in a cache file is not
ours, and the template is compiled again. The cache is keyed by the code of
this package (parse_cache._code_hash), so a changed class never reads an old
tree."""
import functools

from ...codegen import define
from . import calls, control, lexer, nodes, primaries, rvalues  # noqa: F401 (their nodes)


class Unstorable(Exception):
    """A tree holding a value this format does not keep."""


def _classes():
    found = {}
    stack = [nodes.Node]
    while stack:
        cls = stack.pop()
        found[cls.__name__] = cls
        stack.extend(cls.__subclasses__())
    for cls in (calls.Params, lexer.Token, rvalues.Symbol):
        found[cls.__name__] = cls
    return found


def _slots(cls):
    names = []
    for klass in reversed(cls.__mro__):
        for name in vars(klass).get('__slots__', ()):
            if name not in names:
                names.append(name)
    return tuple(names)


class _Format:
    """The classes and their slots (facts about the code, as the parse cache's
    node kinds are)."""

    def __init__(self):
        self.classes = _classes()
        self.slots = {cls: _slots(cls) for cls in self.classes.values()}
        self._readers = {}

    def reader(self, cls):
        """read(values) -> a ``cls`` from its stored slot values (checked as
        _decode checks them), written out for its slots when first needed:
        a loop over the slot names, setting each by name, was most of
        reading a template back."""
        read = self._readers.get(cls)
        if read is None:
            slots = self.slots[cls]
            lines = ['def read(values):',
                     '    if len(values) != %d:' % len(slots),
                     '        raise ValueError("not a stored ERB tree")',
                     '    node = new(cls)']
            for i, name in enumerate(slots):
                lines += ['    item = values[%d]' % i,
                          '    if item.__class__ in PLAIN:',
                          '        node.%s = item' % name,
                          '    elif item != UNSET:',
                          '        node.%s = decode(item, fmt)' % name]
            lines.append('    return node')
            namespace = {'new': object.__new__, 'cls': cls, 'PLAIN': _PLAIN,
                         'UNSET': _UNSET, 'decode': _decode, 'fmt': self}
            read = self._readers[cls] = define(lines, 'read', namespace)
        return read


_UNSET = {'u': 0}     # a slot not set


@functools.lru_cache(maxsize=1)
def _format():
    return _Format()


def encode(tree):
    """Plain data (JSON's types) for ``tree``, or Unstorable."""
    return _encode(tree, _format())


def _encode(value, fmt):
    kind = type(value)
    if value is None or kind in (str, bool, int, float):
        return value
    if kind is list:
        return [_encode(item, fmt) for item in value]
    if kind is tuple:
        return {'t': [_encode(item, fmt) for item in value]}
    if kind is dict:
        return {'d': [[_encode(k, fmt), _encode(v, fmt)] for k, v in value.items()]}
    slots = fmt.slots.get(kind)
    if slots is None or fmt.classes.get(kind.__name__) is not kind or \
            getattr(value, '__dict__', None):
        raise Unstorable(kind.__name__)
    values = []
    for name in slots:
        try:
            values.append(_encode(getattr(value, name), fmt))
        except AttributeError:
            values.append(_UNSET)
    return {'o': kind.__name__, 'v': values}


def decode(data):
    """The tree ``data`` keeps (ValueError when it is not one of ours)."""
    return _decode(data, _format())


# Values kept as themselves: most of a tree's leaves (a token's kind, value,
# offsets), read without a call each.
_PLAIN = frozenset((str, bool, int, float, type(None)))


def _decode(data, fmt):
    kind = type(data)
    if kind in _PLAIN:
        return data
    if kind is list:
        return [item if type(item) in _PLAIN else _decode(item, fmt) for item in data]
    if kind is not dict or len(data) not in (1, 2):
        raise ValueError('not a stored ERB tree')
    if len(data) == 1:
        (tag, items), = data.items()
        if tag == 't' and type(items) is list:
            return tuple(_decode(item, fmt) for item in items)
        if tag == 'd' and type(items) is list:
            out = {}
            for pair in items:
                if type(pair) is not list or len(pair) != 2:
                    raise ValueError('not a stored ERB tree')
                out[_decode(pair[0], fmt)] = _decode(pair[1], fmt)
            return out
        raise ValueError('not a stored ERB tree')
    cls = fmt.classes.get(data.get('o'))
    values = data.get('v')
    if cls is None or type(values) is not list:
        raise ValueError('not a stored ERB tree')
    return fmt.reader(cls)(values)
