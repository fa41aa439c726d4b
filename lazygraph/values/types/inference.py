"""``type()``: the type inferred for a value, reduced and generalized, and the
common type of two types.
"""
import math

from ..core import DEFAULT, INT_MAX, INT_MIN, PRegexp, PSensitive
from .base import PType, _range
from .data import PAny, PArray, PBoolean, PCallable, PData, PDefault, PEnum, PFloat, PHash, PInteger, PNumeric, POptional, PPattern, PRegexpType, PRichData, PScalar, PScalarData, PSensitiveType, PString, PStruct, PTuple, PTypeType, PUndef, PUnit, PVariant
from .catalog import PClass, PResource


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
    if isinstance(t, PVariant):
        return _variant([generalize(x) for x in t.types])
    generalized = getattr(t, 'generalized', None)     # types defined beside their values
    return generalized() if generalized is not None else t


def int_in_range(value):
    return INT_MIN <= value <= INT_MAX
