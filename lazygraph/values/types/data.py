"""The data types: Any, Unit, Undef, Default, scalars (Boolean, numbers, String,
Enum, Pattern, Regexp), Data and RichData, collections (Array, Hash, Tuple,
Struct), Optional, NotUndef, Variant, Type, Iterable/Iterator, Callable and
Sensitive.
"""
import math

from ..core import DEFAULT, PRegexp, PSensitive, inspect, is_integer, is_number
from .base import PType, _range


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
        from ..core import ruby_float
        if self.lo is None and self.hi is None:
            return 'Float'
        lo = 'default' if self.lo is None else ruby_float(float(self.lo))
        if self.hi is None or self.hi == math.inf:     # an infinite max is the default
            return 'Float[%s]' % lo
        return 'Float[%s, %s]' % (lo, ruby_float(float(self.hi)))


class PString(PType):
    name = 'String'

    def iteration_element(self):
        return PString(1, 1)

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

    def iteration_element(self):
        return PString()

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

    def iteration_element(self):
        return PString()

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
        # every value lazygraph produces is RichData, but for an Iterator
        return not getattr(value, 'puppet_iterator', False)


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

    def iteration_element(self):
        return self.element or PAny()

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

    def iteration_element(self):
        if self.key_type is None:
            return PTuple([PAny(), PAny()], 2, 2)
        return PTuple([self.key_type, self.value_type], 2, 2)

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

    def size_range(self):
        if not self.types and self.lo is None:
            return 0, math.inf
        return _range(self.lo, self.hi, len(self.types), len(self.types))

    def assignable(self, other):
        """Puppet's PTupleType#_assignable? for another Tuple: sizes, then each type."""
        if not isinstance(other, PTuple):
            return PType.assignable(self, other)
        lo, hi = self.size_range()
        olo, ohi = other.size_range()
        if not lo <= olo <= ohi <= hi:
            return False
        if not self.types:
            return True
        if not other.types:
            return lo == 0
        return all((self.types[i] if i < len(self.types) else self.types[-1]).assignable(t)
                   for i, t in enumerate(other.types))

    def iteration_element(self):
        return _variant(self.types) if self.types else PAny()

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
        if not self.types and self.lo is None:
            return True         # a bare Tuple takes any Array
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

    def iteration_element(self):
        if not self.members:
            return PTuple([PAny(), PAny()], 2, 2)
        return PTuple([PString(), _variant([t for _, _, t in self.members])], 2, 2)

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
            items = value.items() if isinstance(value, dict) else value
        elif is_integer(value) and value >= 0:
            items = PInteger()      # Puppet's Integer#iterable_type
        elif isinstance(value, PInteger) and value.iteration_items() is not None or \
                isinstance(value, PEnum):
            items = value           # a range or Enum type iterates its own instances
        elif getattr(value, 'puppet_iterator', False):
            items = value.element_type
        else:
            return False
        if self.type is None or self.type.assignable(PAny()):
            return True
        if isinstance(items, PType):
            return self.type.assignable(items)
        return all(self.type.instance(list(item) if isinstance(value, dict) else item)
                   for item in items)

    def assignable(self, other):
        """Iterable[T] takes the iterable types whose elements T takes."""
        if isinstance(other, (PIterable, PArray, PTuple, PHash, PStruct, PString, PEnum,
                              PPattern)) or getattr(other, 'iterator_type', False):
            if self.type is None or self.type.assignable(PAny()):
                return True
            element = other.iteration_element()
            return element is not None and self.type.assignable(element)
        return PType.assignable(self, other)

    def iteration_element(self):
        return self.type


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


# used at call time: those modules import this one
from .inference import _variant, generalize  # noqa: E402
