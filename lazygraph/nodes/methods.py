"""Methods of node classes written out for their attrs and fields (the way
dataclasses write __init__): nodes/base.py gives every Node subclass its
__init__, clone and children from here. A generic loop of getattr/setattr over
the fields cost a third of parsing, and of copying a body."""
import weakref

from ..codegen import define


def fresh_state_lines(node, span, cls, parent=None):
    """The lines of generated code that give ``node`` (a variable name), of class
    ``cls``, the state of a new node at ``span``, with no parent (or the weak
    reference named ``parent``) and nothing memoised, its caches and blank
    slots None (the generated __init__s and clones, and syntax/decoders.py's
    decoders); the code's namespace names the not-computed marker ``_UNSET``."""
    if parent is None:
        lines = ['%s._parent = %s._context_ref = %s.predecessor = None' % (node, node, node)]
    else:
        lines = ['%s._parent = %s' % (node, parent),
                 '%s._context_ref = %s.predecessor = None' % (node, node)]
    lines += ['%s.span = %s' % (node, span),
             '%s._expanded = %s._folded = %s._value = _UNSET' % (node, node, node)]
    lines += ['%s.%s = None' % (node, name) for name in cls.caches + cls.blank]
    return lines


def make_init(cls, unset):
    """Node.__init__ for ``cls``: keyword arguments for its attrs and fields,
    children adopted; unset: base.py's not-computed marker."""
    keywords = ''.join(', %s=None' % name for name in cls.attrs + cls.fields)
    lines = ['def __init__(self, span=None%s):' % (', *' + keywords if keywords else '')]
    lines += ['    ' + line for line in fresh_state_lines('self', 'span', cls)]
    for name in cls.attrs:
        lines.append('    self.%s = %s' % (name, name))
    for name in cls.fields:
        lines.append('    self.%s = None if %s is None else _adopt(self, %s)' % (name, name, name))
    return _generated(cls, '__init__', lines, {'_UNSET': unset, '_adopt': _adopt})


class GeneratedMethod:
    """A method of ``owner`` written out when first looked up, then set on the
    class under each of its names (a plain function from then on). Marked
    generated, as the written method is, so a subclass can tell it from a
    method of its own without writing it."""
    generated = True

    def __init__(self, make, owner, name):
        self.make = make            # make(owner) -> the function
        self.owner = owner
        self.names = [name]

    def also(self, name):
        """The same method under another name (written once for both)."""
        self.names.append(name)
        return self

    def __get__(self, obj, objtype=None):
        method = self.make(self.owner)
        for name in self.names:
            setattr(self.owner, name, method)
        return method if obj is None else method.__get__(obj, objtype)


def has_generated_init(cls):
    """Whether ``cls``'s __init__ is the generated one (looked up without
    writing it)."""
    for klass in cls.__mro__:
        if '__init__' in vars(klass):
            return getattr(vars(klass)['__init__'], 'generated', False)
    return False


def make_clone(cls, unset, no_after_clone):
    """Node.clone written out for ``cls``'s attrs and fields (a fleet worker copies
    every class body it evaluates, a compile without the parse cache every body
    it evaluates: the generic loop cost a third more). A class whose __init__ is
    the generated one is filled in place, as that __init__ would: the copied
    children are new, so adopting them is setting their parent. The copy calls
    ``_after_clone`` only where ``cls`` has one that does something (not
    ``no_after_clone``, Node's): a call per node copied, for nothing, was a
    percent of a fleet node."""
    if not has_generated_init(cls):
        args = ['self.span']
        args += ['%s=self.%s' % (name, name) for name in cls.attrs]
        args += ['%s=_copy(self.%s)' % (name, name) for name in cls.fields]
        lines = ['def clone(self):',
                 '    node = cls(%s)' % ', '.join(args)]
    else:
        lines = ['def clone(self):', '    node = new(cls)', '    ref = None']
        lines += ['    ' + line for line in fresh_state_lines('node', 'self.span', cls)]
        lines += ['    node.%s = self.%s' % (name, name) for name in cls.attrs]
        for name in cls.fields:
            lines += ['    v = self.%s' % name,
                      '    if v is not None:',
                      '        if ref is None: ref = weakref.ref(node)',
                      '        if v.__class__ is list:',
                      '            v = [c.clone() for c in v]',
                      '            for c in v: c._parent = ref',
                      '        else:',
                      '            v = v.clone()',
                      '            v._parent = ref',
                      '    node.%s = v' % name]
    lines.append('    node.predecessor = self.predecessor')
    if cls._after_clone is not no_after_clone:
        lines.append('    self._after_clone(node)')
    lines.append('    return node')
    return _generated(cls, 'clone', lines, {'cls': cls, '_copy': _copy, 'new': object.__new__,
                                            '_UNSET': unset, 'weakref': weakref})


def make_children(cls):
    """Node.children written out for ``cls``'s fields, as a list (walks and the
    scope index call it for every node they visit)."""
    lines = ['def children(self):', '    out = []']
    for name in cls.fields:
        lines += ['    v = self.%s' % name,
                  '    if v is not None:',
                  '        if v.__class__ is list:',
                  '            out.extend(v)',
                  '        else:',
                  '            out.append(v)']
    lines.append('    return out')
    return _generated(cls, 'children', lines, {})


def _generated(cls, name, lines, namespace):
    """The method ``name`` of ``cls`` from its source ``lines`` (marked generated:
    a class with a method of its own keeps it)."""
    method = define(lines, name, namespace)
    method.__qualname__ = '%s.%s' % (cls.__qualname__, name)
    method.generated = True
    return method


def _copy(value):
    if value is None:
        return None
    if value.__class__ is list:
        return [c.clone() for c in value]
    return value.clone()


def _adopt(parent, child):
    """Node.adopt for a new node's children (most have no parent yet)."""
    if isinstance(child, list):
        ref = None
        out = []
        for item in child:
            if item._parent is None:
                if ref is None:
                    ref = weakref.ref(parent)
                item._parent = ref
                out.append(item)
            else:
                out.append(parent.adopt(item))
        return out
    if child._parent is None:
        child._parent = weakref.ref(parent)
        return child
    return parent.adopt(child)
