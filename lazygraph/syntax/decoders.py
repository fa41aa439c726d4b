"""The decoders of the parse cache's node format (syntax/parse_cache.py): for
each node kind, one written out for its attrs and fields, and a generic one
for a kind's first nodes (writing a decoder costs what decoding a hundred
nodes does)."""
import weakref

from ..codegen import define
from ..nodes.base import _UNSET
from ..nodes.methods import fresh_state_lines, has_generated_init
from ..source import FilledSpan, Span
from .names import Name
from .parse_cache import _NAME_TAG, HOLDERS, LAZY_FIELDS, _span, _value

# A node class -> its decoder (a fact about the class, the same for every
# session, as nodes/scope.py's index roles are).
_DECODERS = {}

# Writing out a decoder costs what decoding a hundred nodes of its kind with the
# generic one does: unless the package ships it compiled (codegen.py), a kind's
# first nodes are decoded by the generic decoder, and its decoder is written
# only if more come (a module file uses thirty kinds a few times each; a
# manifest of 2,000 classes, three of them thousands of times).
WRITE_DECODER_AFTER = 100


def first_decoder(cls):
    """The decoder a file's table starts with for ``cls``: the written one
    (when it was written before, or ships compiled), or the generic one's
    decode (a bound method, called as cheaply as a function: a call through an
    object's __call__ slot cost a tenth of decoding a node)."""
    decoder = _DECODERS.get(cls)
    if decoder is None:
        decoder = _decoder(cls, precompiled_only=True) or _GenericDecoder(cls)
        _DECODERS[cls] = decoder
    return decoder.decode if decoder.__class__ is _GenericDecoder else decoder


class _GenericDecoder:
    """decode(item, context, parent) for ``cls`` by a loop over its attrs and fields, the
    same nodes as the written decoder (_decoder) gives, until WRITE_DECODER_AFTER
    nodes have been decoded: then the written one, for this file and later ones."""
    __slots__ = ('cls', 'uses', 'written', 'inline', 'length', 'blanks', 'lazy_fields')

    def __init__(self, cls):
        self.cls = cls
        self.uses = 0
        self.written = None
        self.inline = has_generated_init(cls)
        self.length = 3 + len(cls.attrs) + len(cls.fields)
        self.blanks = cls.caches + cls.blank
        lazy = LAZY_FIELDS.get(cls.__name__)
        self.lazy_fields = [f for f in cls.fields if lazy and f in (lazy, 'params')]

    def decode(self, item, context, parent):
        written = self.written
        if written is None:
            self.uses += 1
            if self.uses > WRITE_DECODER_AFTER:
                _DECODERS.pop(self.cls, None)      # _decoder writes it there
                written = self.written = _decoder(self.cls)
        if written is not None:
            # the file's later nodes of this kind call the written decoder
            # directly; item[0] is the kind index this was called for
            context[2][item[0]] = written
            return written(item, context, parent)
        cls = self.cls
        if item.__class__ is not list or len(item) != self.length:
            raise ValueError('not a %s' % cls.__name__)
        start, end = item[1], item[2]
        where = None if start == -1 else _span(start, end, context)
        if self.inline:
            return self._fill(object.__new__(cls), where, item, context, parent)
        values = {}
        index = 3
        for attr in cls.attrs:
            values[attr] = _attr_value(item[index], context)
            index += 1
        lazy = {}
        table = context[2]
        for field in cls.fields:
            value = item[index]
            index += 1
            if value.__class__ is dict and field in self.lazy_fields:
                lazy[field] = value
                value = None
            elif value is not None:
                value = _children(value, table, context, None)   # adopted by cls()
            values[field] = value
        node = cls(where, **values)
        node._parent = parent
        for field, value in lazy.items():
            HOLDERS[field](node, value, context)
        return node

    def _fill(self, node, where, item, context, parent):
        """``node`` given the state the generated __init__ would give it, and
        ``parent``: the children are new, so adopting them is decoding them
        with this node as their parent."""
        node._parent = parent
        node._context_ref = node.predecessor = None
        node.span = where
        node._expanded = node._folded = node._value = _UNSET
        for name in self.blanks:
            setattr(node, name, None)
        cls = self.cls
        index = 3
        for attr in cls.attrs:
            setattr(node, attr, _attr_value(item[index], context))
            index += 1
        table = context[2]
        ref = weakref.ref(node)
        for field in cls.fields:
            value = item[index]
            index += 1
            if value.__class__ is dict and field in self.lazy_fields:
                HOLDERS[field](node, value, context)     # sets the field's slots
                continue
            if value is not None:
                value = _children(value, table, context, ref)
            setattr(node, field, value)
        return node


def _attr_value(value, context):
    return value if value is None or value.__class__ is str else _value(value, context)


def _children(value, table, context, parent):
    """A field's node, or list of nodes, decoded by the file's table with the
    weak reference ``parent`` as their parent."""
    if value.__class__ is not list:
        raise ValueError('not a node')
    if value and value[0].__class__ is int:
        return table[value[0]](value, context, parent)
    return [table[child[0]](child, context, parent) for child in value]


def _decoder(cls, precompiled_only=False):
    """decode(item, context, parent): the decoder of ``cls``'s nodes written
    out for its attrs and fields (a generic loop over them, building keyword
    arguments, cost half as much again), ``parent`` the weak reference to the
    node it is a child of (or None). It reads its children with the decoders
    of the file's context, by kind index. A class whose __init__ is the
    generated one (nodes/base.py) is filled in place, as that __init__ would:
    the children are new, so adopting them is decoding them with this node as
    their parent (setting each one's parent after was a store and a test more
    a node)."""
    decoder = _DECODERS.get(cls)
    if decoder is not None:
        return decoder
    attrs, fields = cls.attrs, cls.fields
    lazy = LAZY_FIELDS.get(cls.__name__)
    lazy_fields = [f for f in fields if lazy and f in (lazy, 'params')]
    inline = has_generated_init(cls)
    names = ['a_' + a for a in attrs] + ['f_' + f for f in fields]
    lines = ['def decode(item, context, parent):',
             '  _kind, start, end%s = item' % ''.join(', ' + n for n in names),
             # a node with a span first (most have one), then -1: none
             '  if start.__class__ is int and end.__class__ is int and '
             '0 <= start <= end <= context[1]:',
             # Span's __init__ inlined: a span per node, a Python call less each
             '    where = blank_span()',
             '    where.source = context[0]',
             '    where.start = start',
             '    where.end = end',
             '  elif start == -1:',
             '    where = None',
             '  else:',
             '    where = span(start, end, context)']
    for a in attrs:
        # JSON's own scalars are the value; a tagged dict is one of value()'s kinds
        # (a Name, an attribute's name with its span, is made here, as value()
        # would); a list is none of them (value() says so)
        # (a str, the most common, is told by one test)
        lines += ['  if a_%s.__class__ is str:' % a,
                  '    pass',
                  '  elif a_%s.__class__ is dict and %r in a_%s:' % (a, _NAME_TAG, a),
                  '    s, e = a_%s.get("s"), a_%s.get("e")' % (a, a),
                  '    a_%s = Name(a_%s[%r], Span(context[0], s, e) if s.__class__ is int '
                  'and e.__class__ is int and 0 <= s <= e <= context[1] else '
                  'span(s, e, context))' % (a, a, _NAME_TAG),
                  '  elif a_%s.__class__ is dict or a_%s.__class__ is list:' % (a, a),
                  '    a_%s = value(a_%s, context)' % (a, a)]
    if fields:
        lines.append('  table = context[2]')
    if inline:
        lines.append('  node = new(cls)')
        lines += ['  ' + line for line in fresh_state_lines('node', 'where', cls, 'parent')]
        lines += ['  node.%s = a_%s' % (a, a) for a in attrs]
        if fields:
            lines.append('  ref = weakref(node)')
    # the children's parent: this node, or (not inline) the one cls() makes adopts them
    parent = 'ref' if inline else 'None'
    for f in fields:
        v = 'f_' + f
        if f in lazy_fields:
            # kept as data by its holder (which sets the field's slots), or nodes
            lines += ['  if %s.__class__ is dict:' % v,
                      '    lazy_%s = %s' % (f, v),
                      '  else:',
                      '    lazy_%s = None' % f]
            lines += ['    ' + line for line in _child_lines(v, parent, inline)]
            if inline:
                lines.append('    node.%s = %s' % (f, v))
        else:
            lines += ['  ' + line for line in _child_lines(v, parent, inline)]
            if inline:
                lines.append('  node.%s = %s' % (f, v))
    if not inline:
        lines += ['  if lazy_%s is not None: %s = None' % (f, 'f_' + f) for f in lazy_fields]
        lines.append('  node = cls(where%s)' % ''.join(', %s=%s' % (n[2:], n) for n in names))
        lines.append('  node._parent = parent')
    for f in lazy_fields:
        lines.append('  if lazy_%s is not None: hold_%s(node, lazy_%s, context)' % (f, f, f))
    lines.append('  return node')
    namespace = {'cls': cls, 'new': object.__new__, '_UNSET': _UNSET, 'weakref': weakref.ref,
                 'Span': Span, 'blank_span': FilledSpan, 'span': _span, 'value': _value,
                 'Name': Name}
    namespace.update(('hold_' + f, HOLDERS[f]) for f in lazy_fields)
    decoder = define(lines, 'decode', namespace, precompiled_only)
    if decoder is not None:
        _DECODERS[cls] = decoder
    return decoder


def _child_lines(v, parent, loop):
    """Decode the field ``v``: null, a node (its kind first) or a list of nodes,
    each with the parent ``parent``; loop: a list by a loop of its own (a
    comprehension is a call of its own, and most lists hold one to three
    nodes)."""
    lines = ['if %s.__class__ is list:' % v,
             '  if %s and %s[0].__class__ is int:' % (v, v),
             '    %s = table[%s[0]](%s, context, %s)' % (v, v, v, parent)]
    if loop:
        lines += ['  elif %s:' % v,
                  '    items = %s' % v,
                  '    %s = []' % v,
                  '    for i in items:',
                  '      %s.append(table[i[0]](i, context, %s))' % (v, parent)]
    else:
        lines += ['  else:',
                  '    %s = [table[i[0]](i, context, %s) for i in %s]' % (v, parent, v)]
    return lines + ['elif %s is not None:' % v,
                    '  raise ValueError("not a node")']
