"""Puppet's type system: the values of type expressions such as ``Integer[1,10]``.

Each PType knows its name, its parameters (for printing and equality), whether
a value is an instance (``=~``, case and selector matching, typed parameters,
``assert_type``) and, roughly, whether another type is assignable to it (``<=``).
Resource references (``File['/x']``) and classes (``Class[foo]``) are types too.
"""
import functools
import math
import re

from .core import (DEFAULT, INT_MAX, INT_MIN, PRegexp, PSensitive, flatten, inspect,
                   is_integer, is_number)


class TypeError_(Exception):
    """Bad type parameters; turned into an EvaluationError with a span by the caller."""


class PType:
    name = 'Any'

    def params(self):
        return ()

    def iteration_items(self):
        """The values `each`/`map`/... iterate for this type; None: not iterable."""
        return None

    def instance(self, value):
        return True

    def assignable(self, other):
        """Is every instance of ``other`` an instance of self? (Conservative.)"""
        if isinstance(other, PVariant):
            return all(self.assignable(t) for t in other.types)
        return type(self) is type(other) and self == other

    def kind_name(self):
        return 'Type'

    def nested_str(self):
        """The type as a parameter of another prints the same, but for Object
        types, which print their definition only at the top."""
        return str(self)

    def __eq__(self, other):
        return type(self) is type(other) and self.key() == other.key()

    def __hash__(self):
        return hash((type(self).__name__, repr(self.key())))

    def key(self):
        return tuple(_key(p) for p in self.params())

    def __str__(self):
        params = self.params()
        if not params:
            return self.name
        return '%s[%s]' % (self.name, ', '.join(_param_str(p) for p in params))

    __repr__ = __str__


def _key(p):
    if isinstance(p, list):
        return tuple(_key(x) for x in p)
    if isinstance(p, dict):
        return tuple((_key(k), _key(v)) for k, v in p.items())
    if isinstance(p, float):
        return ('f', p)
    return p


def _param_str(p):
    if isinstance(p, PType):
        return p.nested_str()
    if p is DEFAULT:
        return 'default'
    if isinstance(p, dict):
        return '{%s}' % ', '.join('%s => %s' % (_param_str(k), _param_str(v)) for k, v in p.items())
    return inspect(p)


def _range(from_, to, default_from, default_to):
    lo = default_from if from_ is None or from_ is DEFAULT else from_
    hi = default_to if to is None or to is DEFAULT else to
    return lo, hi


class PAny(PType):
    name = 'Any'

    def assignable(self, other):
        return True


class PUnit(PType):
    """The type of an empty collection's elements (assignable to everything)."""
    name = 'Unit'


class PUndef(PType):
    name = 'Undef'

    def instance(self, value):
        return value is None


class PDefault(PType):
    name = 'Default'

    def instance(self, value):
        return value is DEFAULT


class PBoolean(PType):
    name = 'Boolean'

    def __init__(self, value=None):
        self.value = value

    def params(self):
        return () if self.value is None else (self.value,)

    def instance(self, value):
        return isinstance(value, bool) and (self.value is None or value is self.value)

    def assignable(self, other):
        return isinstance(other, PBoolean) and (self.value is None or other.value is self.value)


class PNumeric(PType):
    name = 'Numeric'

    def instance(self, value):
        return is_number(value)

    def assignable(self, other):
        return isinstance(other, (PNumeric, PInteger, PFloat)) or PType.assignable(self, other)


class PInteger(PType):
    name = 'Integer'

    def __init__(self, lo=None, hi=None):
        self.lo, self.hi = lo, hi

    def iteration_items(self):
        """Integer[1, 3] iterates 1, 2, 3 (each, map, ...), as in Puppet."""
        if isinstance(self.lo, int) and isinstance(self.hi, int) and \
                not isinstance(self.lo, bool) and not isinstance(self.hi, bool):
            return range(self.lo, self.hi + 1)
        return None

    def params(self):
        if self.lo is None and self.hi is None:
            return ()
        lo = 'default' if self.lo is None else self.lo
        if self.hi is None:
            return (lo,) if self.lo is not None else ()
        return (lo, self.hi)

    def bounds(self):
        return (-math.inf if self.lo is None else self.lo, math.inf if self.hi is None else self.hi)

    def instance(self, value):
        if not is_integer(value):
            return False
        lo, hi = self.bounds()
        return lo <= value <= hi

    def assignable(self, other):
        if isinstance(other, PInteger):
            lo, hi = self.bounds()
            olo, ohi = other.bounds()
            return lo <= olo and ohi <= hi
        return PType.assignable(self, other)

    def __str__(self):
        if self.lo is None and self.hi is None:
            return 'Integer'
        lo = 'default' if self.lo is None else str(self.lo)
        if self.hi is None:
            return 'Integer[%s]' % lo
        return 'Integer[%s, %s]' % (lo, self.hi)


class PFloat(PInteger):
    name = 'Float'

    def instance(self, value):
        if not isinstance(value, float):
            return False
        lo, hi = self.bounds()
        return lo <= value <= hi

    def assignable(self, other):
        if isinstance(other, PFloat):
            return PInteger.assignable(self, PInteger(other.lo, other.hi))
        return PType.assignable(self, other)

    def __str__(self):
        from .core import ruby_float
        if self.lo is None and self.hi is None:
            return 'Float'
        lo = 'default' if self.lo is None else ruby_float(float(self.lo))
        if self.hi is None or self.hi == math.inf:     # an infinite max is the default
            return 'Float[%s]' % lo
        return 'Float[%s, %s]' % (lo, ruby_float(float(self.hi)))


class PString(PType):
    name = 'String'

    def __init__(self, lo=None, hi=None, value=None):
        self.lo, self.hi, self.value = lo, hi, value

    def params(self):
        if self.value is not None:
            return (self.value,)
        if self.lo is None and self.hi is None:
            return ()
        return ('default' if self.lo is None else self.lo,) + (() if self.hi is None else (self.hi,))

    def instance(self, value):
        if not isinstance(value, str):
            return False
        if self.value is not None:
            return value == self.value
        lo, hi = _range(self.lo, self.hi, 0, math.inf)
        return lo <= len(value) <= hi

    def assignable(self, other):
        if isinstance(other, PString):
            if other.value is not None:
                return self.instance(other.value)
            lo, hi = _range(self.lo, self.hi, 0, math.inf)
            olo, ohi = _range(other.lo, other.hi, 0, math.inf)
            return self.value is None and lo <= olo and ohi <= hi
        if isinstance(other, (PEnum, PPattern)):
            return self.lo is None and self.hi is None and self.value is None
        return PType.assignable(self, other)

    def __str__(self):
        if self.value is not None:
            return 'String'
        return PType.__str__(self).replace("'default'", 'default')


class PEnum(PType):
    name = 'Enum'

    def __init__(self, values, case_insensitive=False):
        self.values = sorted(set(values))     # as Puppet's PEnumType keeps them
        self.case_insensitive = case_insensitive

    def iteration_items(self):
        """Enum['a', 'b'] iterates its values, as in Puppet."""
        return list(self.values)

    def params(self):
        return tuple(self.values) + ((True,) if self.case_insensitive else ())

    def instance(self, value):
        if not isinstance(value, str):
            return False
        if self.case_insensitive:
            return value.lower() in (v.lower() for v in self.values)
        return value in self.values

    def assignable(self, other):
        if isinstance(other, PEnum):
            return all(self.instance(v) for v in other.values)
        if isinstance(other, PString) and other.value is not None:
            return self.instance(other.value)
        return PType.assignable(self, other)


class PPattern(PType):
    name = 'Pattern'

    def __init__(self, regexps):
        self.regexps = list(regexps)

    def params(self):
        return tuple(self.regexps)

    def instance(self, value):
        return isinstance(value, str) and (
            not self.regexps or any(r.compiled.search(value) for r in self.regexps))


class PRegexpType(PType):
    name = 'Regexp'

    def __init__(self, regexp=None):
        self.regexp = regexp

    def params(self):
        return () if self.regexp is None else (self.regexp,)

    def instance(self, value):
        return isinstance(value, PRegexp) and (self.regexp is None or value == self.regexp)


class PScalar(PType):
    name = 'Scalar'

    def instance(self, value):
        # rich_scalar: Timestamp values and their type (values/timestamp.py)
        return isinstance(value, (str, int, float, bool, PRegexp)) or \
            getattr(value, 'rich_scalar', False)

    def assignable(self, other):
        return isinstance(other, (PScalar, PScalarData, PNumeric, PInteger, PString, PBoolean,
                                  PEnum, PPattern, PRegexpType)) or \
            getattr(other, 'rich_scalar', False) or PType.assignable(self, other)


class PScalarData(PType):
    name = 'ScalarData'

    def instance(self, value):
        return isinstance(value, (str, int, float, bool))

    def assignable(self, other):
        return isinstance(other, (PScalarData, PNumeric, PInteger, PString, PBoolean, PEnum,
                                  PPattern)) or PType.assignable(self, other)


class PData(PType):
    name = 'Data'

    def instance(self, value):
        if value is None or isinstance(value, (str, int, float, bool)):
            return True
        if isinstance(value, list):
            return all(self.instance(v) for v in value)
        if isinstance(value, dict):
            return all(isinstance(k, str) and self.instance(v) for k, v in value.items())
        return False

    def assignable(self, other):
        if isinstance(other, PArray):
            return other.element is not None and self.assignable(other.element)
        if isinstance(other, PTuple):
            return all(self.assignable(t) for t in other.types)
        if isinstance(other, PHash):
            return other.key_type is not None and (PString().assignable(other.key_type)
                                                   and self.assignable(other.value_type))
        if isinstance(other, PStruct):
            return all(self.assignable(t) for _, _, t in other.members)
        if isinstance(other, (POptional, PNotUndef)) and other.type is not None:
            return self.assignable(other.type)
        return isinstance(other, (PData, PScalarData, PNumeric, PInteger, PString, PBoolean,
                                  PEnum, PPattern, PUndef)) or PType.assignable(self, other)


class PRichData(PType):
    name = 'RichData'

    def instance(self, value):
        return True   # every value lazygraph produces is RichData


class PCollection(PType):
    name = 'Collection'

    def __init__(self, lo=None, hi=None):
        self.lo, self.hi = lo, hi

    def params(self):
        if self.lo is None and self.hi is None:
            return ()
        return (0 if self.lo is None else self.lo,) + (() if self.hi is None else (self.hi,))

    def size_ok(self, value):
        lo, hi = _range(self.lo, self.hi, 0, math.inf)
        return lo <= len(value) <= hi

    def instance(self, value):
        return isinstance(value, (list, dict)) and self.size_ok(value)


class PArray(PCollection):
    name = 'Array'

    def __init__(self, element=None, lo=None, hi=None):
        self.element = element
        self.lo, self.hi = lo, hi

    def params(self):
        if self.lo == 0 and self.hi == 0:
            return (0, 0)        # Puppet prints an empty range without the element type
        if self.element is None:
            if self.lo is None and self.hi is None:
                return ()
            return PCollection.params(self)
        return (self.element,) + PCollection.params(self)

    def instance(self, value):
        if not isinstance(value, list) or not self.size_ok(value):
            return False
        return self.element is None or all(self.element.instance(v) for v in value)

    def assignable(self, other):
        if isinstance(other, PArray):
            elem = self.element or PAny()
            return elem.assignable(other.element or PAny())
        if isinstance(other, PTuple):
            elem = self.element or PAny()
            return all(elem.assignable(t) for t in other.types)
        return PType.assignable(self, other)


class PHash(PCollection):
    name = 'Hash'

    def __init__(self, key=None, value=None, lo=None, hi=None):
        self.key_type, self.value_type = key, value
        self.lo, self.hi = lo, hi

    def params(self):
        if self.key_type is None or (self.lo == 0 and self.hi == 0):
            return PCollection.params(self)
        return (self.key_type, self.value_type) + PCollection.params(self)

    def instance(self, value):
        if not isinstance(value, dict) or not self.size_ok(value):
            return False
        if self.key_type is None:
            return True
        return all(self.key_type.instance(k) and self.value_type.instance(v)
                   for k, v in value.items())

    def assignable(self, other):
        if isinstance(other, PHash):
            if self.key_type is None:
                return True
            return (self.key_type.assignable(other.key_type or PAny())
                    and self.value_type.assignable(other.value_type or PAny()))
        if isinstance(other, PStruct):
            # Puppet: the hash takes the struct's size, each key and each value type
            # (what type() of a hash with string keys infers: Type[Hash] matches it)
            lo, hi = _range(self.lo, self.hi, 0, math.inf)
            return lo <= len(other.members) <= hi and all(
                self.key_type is None or (self.key_type.instance(key) and
                                          self.value_type.assignable(t))
                for key, _optional, t in other.members)
        return PType.assignable(self, other)


class PTuple(PType):
    name = 'Tuple'

    def __init__(self, types, lo=None, hi=None):
        self.types = list(types)
        self.lo, self.hi = lo, hi

    def params(self):
        extra = ()
        if self.lo is not None:
            extra = (self.lo,) + (() if self.hi is None else (self.hi,))
        return tuple(self.types) + extra

    def instance(self, value):
        if not isinstance(value, list):
            return False
        n = len(self.types)
        lo, hi = _range(self.lo, self.hi, n, n)
        if not lo <= len(value) <= hi:
            return False
        for i, v in enumerate(value):
            t = self.types[i] if i < n else (self.types[-1] if n else PAny())
            if not t.instance(v):
                return False
        return True


class PStruct(PType):
    name = 'Struct'

    def __init__(self, members):
        self.members = members   # list of (key, optional, type)

    def params(self):
        return ({key: t for key, _optional, t in self.members},)

    def instance(self, value):
        if not isinstance(value, dict):
            return False
        names = set()
        for key, optional, t in self.members:
            names.add(key)
            if key in value:
                if not t.instance(value[key]):
                    return False
            elif not optional:
                return False
        return all(k in names for k in value)

    def __str__(self):
        parts = []
        for key, optional, t in self.members:
            k = inspect(key)
            if optional and not isinstance(t, POptional):
                k = 'Optional[%s]' % k
            elif not optional and isinstance(t, POptional):
                k = 'NotUndef[%s]' % k
            parts.append('%s => %s' % (k, t))
        return 'Struct[{%s}]' % ', '.join(parts)


class POptional(PType):
    name = 'Optional'

    def __init__(self, type_=None):
        self.type = type_

    def params(self):
        return () if self.type is None else (self.type,)

    def instance(self, value):
        return value is None or self.type is None or self.type.instance(value)

    def assignable(self, other):
        if isinstance(other, PUndef):
            return True
        if isinstance(other, POptional):
            return self.type is None or self.type.assignable(other.type or PAny())
        return self.type is None or self.type.assignable(other)


class PNotUndef(PType):
    name = 'NotUndef'

    def __init__(self, type_=None):
        self.type = type_

    def params(self):
        return () if self.type is None else (self.type,)

    def instance(self, value):
        return value is not None and (self.type is None or self.type.instance(value))


class PVariant(PType):
    name = 'Variant'

    def __init__(self, types):
        self.types = list(types)

    def params(self):
        return tuple(self.types)

    def instance(self, value):
        return any(t.instance(value) for t in self.types)

    def assignable(self, other):
        if isinstance(other, PVariant):
            return all(self.assignable(t) for t in other.types)
        return any(t.assignable(other) for t in self.types)


class PTypeType(PType):
    name = 'Type'

    def __init__(self, type_=None):
        self.type = type_

    def params(self):
        return () if self.type is None else (self.type,)

    def instance(self, value):
        return isinstance(value, PType) and (self.type is None or self.type.assignable(value))


class PIterable(PType):
    name = 'Iterable'

    def __init__(self, type_=None):
        self.type = type_

    def params(self):
        return () if self.type is None else (self.type,)

    def instance(self, value):
        if isinstance(value, (list, dict, str)):
            return True
        return is_integer(value) and value >= 0 or isinstance(value, (PInteger, PEnum))


class PCallable(PType):
    name = 'Callable'

    def __init__(self, params=()):
        self._params = tuple(params)

    def params(self):
        return self._params

    def instance(self, value):
        return callable(value)


class PSensitiveType(PType):
    name = 'Sensitive'

    def __init__(self, type_=None):
        # Puppet keeps the generalized type: Sensitive[Integer[6]] is Sensitive[Integer]
        self.type = None if type_ is None else generalize(type_)

    def params(self):
        return () if self.type is None else (self.type,)

    def instance(self, value):
        return isinstance(value, PSensitive) and (self.type is None or self.type.instance(value.value))


class PCatalogEntry(PType):
    name = 'CatalogEntry'

    def instance(self, value):
        return False

    def assignable(self, other):
        return isinstance(other, (PCatalogEntry, PResource, PClass))


TYPE_REFERENCE = re.compile(r'\A(::)?[A-Z][A-Za-z0-9_]*(::[A-Z][A-Za-z0-9_]*)*\Z')


class PResource(PCatalogEntry):
    """``Resource``, ``File`` (a type without title) or ``File['/x']`` (a reference)."""
    name = 'Resource'

    def __init__(self, type_name=None, title=None):
        self.type_name = type_name   # capitalized per segment: 'File', 'Foo::Bar'
        self.title = title

    def params(self):
        return tuple(p for p in (self.type_name, self.title) if p is not None)

    def assignable(self, other):
        if not isinstance(other, PResource) or isinstance(other, PClass):
            return False
        if self.type_name is None:
            return True
        if other.type_name is None or other.type_name.lower() != self.type_name.lower():
            return False
        return self.title is None or other.title == self.title

    def __str__(self):
        if self.type_name is None:
            return 'Resource'
        if self.title is None:
            return self.type_name
        return '%s[%s]' % (self.type_name, inspect(self.title))

    def ref(self):
        """The catalog's form: File[/etc/motd]."""
        return '%s[%s]' % (self.type_name, self.title)

    def kind_name(self):
        return 'Type'


class PClass(PResource):
    name = 'Class'

    def __init__(self, class_name=None):
        PResource.__init__(self, 'Class', class_name)

    def params(self):
        return () if self.title is None else (self.title,)

    def assignable(self, other):
        return isinstance(other, PClass) and (self.title is None or self.title == other.title)

    def __str__(self):
        # Puppet writes a class type with its name as given (lower case) ...
        if self.title is None:
            return 'Class'
        return 'Class[%s]' % self.title

    def ref(self):
        # ... and a catalog reference to it capitalised: Class[Foo::Bar].
        if self.title is None:
            return 'Class'
        return 'Class[%s]' % capitalize_type_name(self.title)


class PTypeReference(PType):
    """A name that is no known type (yet): ``Foo`` when no such type exists."""
    name = 'TypeReference'

    def __init__(self, ref):
        self.ref = ref

    def params(self):
        return (self.ref,)

    def __str__(self):
        return self.ref


class PTypeAlias(PType):
    """A ``type Name = ...`` alias; resolved lazily so aliases may be recursive."""

    def __init__(self, alias_name, resolve):
        self.alias_name = alias_name
        self._resolve = resolve
        self._target = None

    @property
    def target(self):
        if self._target is None:
            self._target = self._resolve()
        return self._target

    def instance(self, value):
        return self.target.instance(value)

    def assignable(self, other):
        return self.target.assignable(other)

    def key(self):
        return (self.alias_name,)

    def __str__(self):
        return self.alias_name


# Types that take no parameters or simple ones, by name.
SIMPLE = {
    'Any': PAny, 'Undef': PUndef, 'Default': PDefault, 'Boolean': PBoolean,
    'Numeric': PNumeric, 'Integer': PInteger, 'Float': PFloat, 'String': PString,
    'Scalar': PScalar, 'ScalarData': PScalarData, 'Data': PData, 'RichData': PRichData,
    'Collection': PCollection, 'Array': PArray, 'Hash': PHash, 'Optional': POptional,
    'NotUndef': PNotUndef, 'Type': PTypeType, 'Regexp': PRegexpType, 'Iterable': PIterable,
    'Callable': PCallable, 'Sensitive': PSensitiveType, 'CatalogEntry': PCatalogEntry,
    'Resource': PResource, 'Class': PClass,
}
# Puppet's built-in aliases (its static loader): printed by their names.
SIMPLE['RichDataKey'] = lambda: PTypeAlias('RichDataKey', lambda: PVariant([PString(), PNumeric()]))
PARAMETERIZED_ONLY = {'Enum', 'Pattern', 'Variant', 'Tuple', 'Struct'}


def simple_type(name):
    """The type a bare name denotes, or None when the name is no built-in type."""
    cls = SIMPLE.get(name)
    if cls is not None:
        return cls()
    if name == 'Enum':
        return PEnum([])
    if name == 'Pattern':
        return PPattern([])
    if name == 'Variant':
        return PVariant([])
    if name == 'Tuple':
        return PTuple([])
    if name == 'Struct':
        return PStruct([])
    return None


def _as_type(value, what):
    if isinstance(value, PType):
        return value
    raise TypeError_('%s parameter must be a Type, got %s' % (what, inspect(value)))


def _int_or_default(value, what):
    if value is DEFAULT or value is None:
        return None
    if is_number(value):
        return value
    raise TypeError_('%s must be an Integer or default, got %s' % (what, inspect(value)))


def parameterize(base, args):
    """``Base[args]``: the value of an access expression on a type."""
    name = base.name if not isinstance(base, PResource) else None
    if isinstance(base, PClass):
        if base.title is not None:
            raise TypeError_('Class[%s] is already a reference to a class' % base.title)
        titles = [_class_title(a) for a in flatten(args)]
        refs = [PClass(t) for t in titles]
        return refs[0] if len(refs) == 1 else refs
    if isinstance(base, PResource):
        return _resource_access(base, args)
    if isinstance(base, PInteger) or isinstance(base, PFloat):
        if len(args) > 2 or not args:
            raise TypeError_('%s-Type[] accepts 1 to 2 arguments, got %d' % (name, len(args)))
        lo = _int_or_default(args[0], 'the minimum')
        hi = _int_or_default(args[1], 'the maximum') if len(args) > 1 else None
        if isinstance(base, PFloat):
            lo = None if lo is None else float(lo)
            hi = None if hi is None else float(hi)
        elif any(isinstance(v, float) for v in (lo, hi)):
            raise TypeError_('Integer-Type[] arguments must be Integer')
        if lo is not None and hi is not None and lo > hi:
            raise TypeError_("'from' must be less or equal to 'to'. Got (%s, %s)" % (lo, hi))
        return type(base)(lo, hi)
    if isinstance(base, PString):
        if len(args) > 2 or not args:
            raise TypeError_('String-Type[] accepts 1 to 2 arguments, got %d' % len(args))
        return PString(_int_or_default(args[0], 'the minimum size'),
                       _int_or_default(args[1], 'the maximum size') if len(args) > 1 else None)
    if isinstance(base, PArray):
        elem = _as_type(args[0], 'Array element') if args else None
        lo = _int_or_default(args[1], 'the minimum size') if len(args) > 1 else None
        hi = _int_or_default(args[2], 'the maximum size') if len(args) > 2 else None
        if len(args) > 3:
            raise TypeError_('Array-Type[] accepts 1 to 3 arguments, got %d' % len(args))
        return PArray(elem, lo, hi)
    if isinstance(base, PHash):
        if len(args) == 1 or len(args) > 4:
            raise TypeError_('Hash-Type[] accepts 2 to 4 arguments, got %d' % len(args))
        return PHash(_as_type(args[0], 'Hash key'), _as_type(args[1], 'Hash value'),
                     _int_or_default(args[2], 'the minimum size') if len(args) > 2 else None,
                     _int_or_default(args[3], 'the maximum size') if len(args) > 3 else None)
    if isinstance(base, PCollection):
        return PCollection(_int_or_default(args[0], 'the minimum size') if args else None,
                           _int_or_default(args[1], 'the maximum size') if len(args) > 1 else None)
    if isinstance(base, (POptional, PNotUndef)):
        if len(args) != 1:
            raise TypeError_('%s-Type[] accepts 1 argument, got %d' % (name, len(args)))
        arg = args[0]
        if isinstance(arg, str):
            arg = PString(value=arg)
        return type(base)(_as_type(arg, name))
    if isinstance(base, (PTypeType, PSensitiveType, PIterable)):
        if len(args) != 1:
            raise TypeError_('%s-Type[] accepts 1 argument, got %d' % (name, len(args)))
        return type(base)(_as_type(args[0], name))
    if isinstance(base, PVariant):
        return PVariant([_as_type(a, 'Variant') for a in flatten(args)])
    if isinstance(base, PEnum):
        flat = flatten(args)
        ci = False
        if flat and isinstance(flat[-1], bool):
            ci = flat.pop()
        for v in flat:
            if not isinstance(v, str):
                raise TypeError_('Enum parameters must be Strings, got %s' % inspect(v))
        return PEnum(flat, ci)
    if isinstance(base, PPattern):
        regexps = []
        for v in flatten(args):
            if isinstance(v, str):
                v = PRegexp(v)
            elif isinstance(v, PRegexpType) and v.regexp is not None:
                v = v.regexp
            if not isinstance(v, PRegexp):
                raise TypeError_('Pattern parameters must be Strings or Regexps, got %s'
                                 % inspect(v))
            regexps.append(v)
        return PPattern(regexps)
    if isinstance(base, PRegexpType):
        if len(args) != 1:
            raise TypeError_('Regexp-Type[] accepts 1 argument')
        arg = args[0]
        return PRegexpType(arg if isinstance(arg, PRegexp) else PRegexp(str(arg)))
    if isinstance(base, PBoolean):
        if len(args) != 1 or not isinstance(args[0], bool):
            raise TypeError_('Boolean-Type[] accepts one Boolean argument')
        return PBoolean(args[0])
    if isinstance(base, PTuple):
        types = list(args)
        lo = hi = None
        if types and not isinstance(types[-1], PType):
            if len(types) >= 2 and not isinstance(types[-2], PType):
                hi = _int_or_default(types.pop(), 'the maximum size')
            lo = _int_or_default(types.pop(), 'the minimum size')
        return PTuple([_as_type(t, 'Tuple') for t in types], lo, hi)
    if isinstance(base, PStruct):
        if len(args) != 1 or not isinstance(args[0], dict):
            raise TypeError_('Struct-Type[] accepts one Hash argument')
        members = []
        for key, t in args[0].items():
            optional = False
            if isinstance(key, POptional) and isinstance(key.type, PString) and key.type.value:
                key, optional = key.type.value, True
            elif isinstance(key, PNotUndef) and isinstance(key.type, PString) and key.type.value:
                members.append((key.type.value, False, _as_type(t, 'Struct member')))
                continue     # required even when the value may be undef
            elif isinstance(key, PEnum) and len(key.values) == 1:
                key = key.values[0]
            elif isinstance(key, PString) and key.value is not None:
                key = key.value
            if not isinstance(key, str):
                raise TypeError_('Struct keys must be Strings, got %s' % inspect(key))
            t = _as_type(t, 'Struct member')
            if isinstance(t, POptional):
                optional = True
            members.append((key, optional, t))
        return PStruct(members)
    if isinstance(base, PCallable):
        return PCallable(args)
    if hasattr(base, 'parameterized'):     # Timespan[...], Timestamp[...]
        return base.parameterized(args)
    if isinstance(base, (PAny, PUndef, PDefault, PNumeric, PScalar, PScalarData, PData,
                         PRichData, PCatalogEntry, PTypeReference, PTypeAlias)):
        raise TypeError_('%s-Type[] takes no parameters' % base)
    raise TypeError_('%s cannot be parameterized' % base)


@functools.lru_cache(maxsize=4096)
def capitalize_type_name(name):
    return '::'.join(seg[:1].upper() + seg[1:] for seg in name.lstrip(':').split('::'))


def _class_title(arg):
    if isinstance(arg, PClass) and arg.title is not None:
        return arg.title
    if not isinstance(arg, str) or not arg:
        raise TypeError_('Class[] arguments must be class names, got %s' % inspect(arg))
    return arg.lstrip(':').lower()


def _resource_access(base, args):
    if base.type_name is None:
        if not args:
            raise TypeError_('Resource[] requires a type name')
        type_arg, rest = args[0], list(args[1:])
        if isinstance(type_arg, PResource):
            if isinstance(type_arg, PClass):
                return parameterize(PClass(), rest) if rest else PClass()
            type_name = type_arg.type_name
        elif isinstance(type_arg, str):
            type_name = capitalize_type_name(type_arg)
            if not TYPE_REFERENCE.match(type_name):   # also keeps names from becoming paths
                raise TypeError_("Illegal type reference. The given name '%s' does not "
                                 "conform to the naming rule" % type_name)
            if type_name == 'Class':
                return parameterize(PClass(), rest) if rest else PClass()
        else:
            raise TypeError_('Resource[] type argument must be a String or a Resource type')
        base = PResource(type_name)
        if not rest:
            return base
        args = rest
    if base.title is not None:
        raise TypeError_('%s is already a reference to a resource' % base)
    titles = flatten(args)
    if not titles:
        raise TypeError_('%s[] requires at least one title' % base.type_name)
    refs = []
    for t in titles:
        if not isinstance(t, str) or t == '':
            raise TypeError_('%s[] titles must be non-empty Strings, got %s'
                             % (base.type_name, inspect(t)))
        refs.append(PResource(base.type_name, t))
    # One title gives one reference; an array of titles (even of one) an array.
    single = len(args) == 1 and not isinstance(args[0], list)
    return refs[0] if single else refs


# -- inference (type()) ---------------------------------------------------------

def infer(value):
    """The detailed type of a value, as Puppet 7's ``type()`` prints it."""
    if value is None:
        return PUndef()
    if value is DEFAULT:
        return PDefault()
    if isinstance(value, bool):
        return PBoolean(value)
    if isinstance(value, int):
        return PInteger(value, value)
    if isinstance(value, float):
        return PFloat(value, value)
    if isinstance(value, str):
        return PString(value=value)
    if isinstance(value, PRegexp):
        return PRegexpType(value)
    if isinstance(value, PType):
        return PTypeType(value)
    if isinstance(value, list):
        return PTuple([infer(v) for v in value]) if value else PArray(PUnit(), 0, 0)
    if isinstance(value, dict):
        if not value:
            return PHash(PUnit(), PUnit(), 0, 0)
        if all(isinstance(k, str) and k for k in value):
            return PStruct([(k, False, infer(v)) for k, v in value.items()])
        return PHash(_variant([infer(k) for k in value]), _variant([infer(v) for v in value.values()]),
                     len(value), len(value))
    if isinstance(value, PSensitive):
        return PSensitiveType(infer_reduced(value.value))   # generalized, as Puppet's
    # Deferred, Binary, an ARM-7 object: the type the value says it has
    return getattr(value, 'puppet_type', None) or PAny()


def _variant(types):
    """Puppet's PVariantType.maybe_create: unique types, one type as itself."""
    unique = []
    for t in types:
        for member in (t.types if isinstance(t, PVariant) else [t]):
            if member not in unique:
                unique.append(member)
    return unique[0] if len(unique) == 1 else PVariant(unique)


def infer_reduced(value):
    """``type(x, 'reduced')``: Puppet's TypeCalculator#infer, where the elements of
    an array (keys and values of a hash) reduce to their common type."""
    if isinstance(value, list):
        if not value:
            return PArray(PUnit(), 0, 0)
        return PArray(_reduce([infer_reduced(v) for v in value]), len(value), len(value))
    if isinstance(value, dict):
        if not value:
            return PHash(PUnit(), PUnit(), 0, 0)
        return PHash(_reduce([infer_reduced(k) for k in value]),
                     _reduce([infer_reduced(v) for v in value.values()]), len(value), len(value))
    if isinstance(value, PSensitive):
        return PSensitiveType(infer_reduced(value.value))
    return infer(value)


def _reduce(types):
    common = None
    for t in types:
        common = common_type(common, t)
    return common


def common_type(t1, t2):
    """Puppet's TypeCalculator#common_type: the narrowest type both are assignable to."""
    if t1 is None or isinstance(t1, (PUndef, PUnit)):
        return t2
    if t2 is None or isinstance(t2, (PUndef, PUnit)):
        return t1
    if t1.assignable(t2):
        return t1
    if t2.assignable(t1):
        return t2
    k1, k2 = type(t1), type(t2)
    if k1 is PArray and k2 is PArray:
        return PArray(common_type(t1.element or PAny(), t2.element or PAny()))
    if k1 is PHash and k2 is PHash:
        return PHash(common_type(t1.key_type or PAny(), t2.key_type or PAny()),
                     common_type(t1.value_type or PAny(), t2.value_type or PAny()))
    if isinstance(t1, PClass) and isinstance(t2, PClass):
        return PClass()
    if isinstance(t1, PResource) and isinstance(t2, PResource):
        same = t1.type_name == t2.type_name
        return PResource(t1.type_name) if same else PResource()
    if k1 is k2 and k1 in (PInteger, PFloat):
        lo = None if t1.lo is None or t2.lo is None else min(t1.lo, t2.lo)
        hi = None if t1.hi is None or t2.hi is None else max(t1.hi, t2.hi)
        return k1(lo, hi)
    if k1 is PString and k2 in (PString, PEnum):
        if k2 is PEnum:
            return PEnum([]) if t1.value is None else PEnum(t2.values + [t1.value])
        if t1.value is not None or t2.value is not None:
            if t1.value is None or t2.value is None:
                return PString()
            return PEnum([t1.value, t2.value])
        return PString(*_common_size(t1, t2))
    if k1 is PPattern and k2 is PPattern:
        return PPattern(t1.regexps + [r for r in t2.regexps if r not in t1.regexps])
    if k1 is PEnum and k2 in (PString, PEnum):
        if k2 is PEnum:
            return PEnum(t1.values + t2.values)
        return PEnum([]) if t2.value is None else PEnum(t1.values + [t2.value])
    if k1 is PVariant and k2 is PVariant:
        return PVariant(t1.types + [t for t in t2.types if t not in t1.types])
    if k1 is PRegexpType and k2 is PRegexpType:
        return PRegexpType()
    if k1 is PCallable and k2 is PCallable:
        return PCallable()
    for general in (PNumeric(), PScalarData(), PScalar(), PData()):
        if general.assignable(t1) and general.assignable(t2):
            return general
    if k1 is PTypeType and k2 is PTypeType:
        return PTypeType(common_type(t1.type or PAny(), t2.type or PAny()))
    return PRichData()   # every value lazygraph infers a type for is RichData


def _common_size(t1, t2):
    lo1, hi1 = _range(t1.lo, t1.hi, 0, math.inf)
    lo2, hi2 = _range(t2.lo, t2.hi, 0, math.inf)
    hi = max(hi1, hi2)
    return min(lo1, lo2), (None if hi == math.inf else hi)


def generalize(t):
    """``type(x, 'generalized')``: ranges and literal values dropped."""
    if isinstance(t, (PInteger, PFloat)):
        return type(t)()
    if isinstance(t, PString):
        return PString()
    if isinstance(t, PBoolean):
        return PBoolean()
    if isinstance(t, PRegexpType):
        return PRegexpType()
    if isinstance(t, PEnum):
        if not t.values:
            return PString()
        sizes = [len(v) for v in t.values]
        return PString(min(sizes), max(sizes))
    if isinstance(t, PTuple):
        return PTuple([generalize(x) for x in t.types], t.lo, t.hi) if t.types else t
    if isinstance(t, PStruct):
        return PStruct([(k, optional, generalize(x)) for k, optional, x in t.members])
    if isinstance(t, PHash):
        if t.lo == 0 and t.hi == 0:
            return t
        if t.key_type is None:
            return PHash()
        return PHash(generalize(t.key_type), generalize(t.value_type))
    if isinstance(t, PArray):
        if t.element is None or type(t.element) is PAny:
            return PArray()
        return PArray(generalize(t.element))
    if isinstance(t, (POptional, PTypeType, PSensitiveType)) and t.type is not None:
        return type(t)(generalize(t.type))
    generalized = getattr(t, 'generalized', None)     # types defined beside their values
    return generalized() if generalized is not None else t


def int_in_range(value):
    return INT_MIN <= value <= INT_MAX
