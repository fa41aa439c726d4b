"""``Type[args]``: the simple types by name and what parameters each accepts.
"""
import functools

from ..core import DEFAULT, PRegexp, flatten, inspect, is_number
from .base import PType, TypeError_
from .data import PAny, PArray, PBoolean, PCallable, PCollection, PData, PDefault, PEnum, PFloat, PHash, PInteger, PIterable, PNotUndef, PNumeric, POptional, PPattern, PRegexpType, PRichData, PScalar, PScalarData, PSensitiveType, PString, PStruct, PTuple, PTypeType, PUndef, PVariant
from .catalog import PCatalogEntry, PClass, PResource, PTypeAlias, PTypeReference, TYPE_REFERENCE


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
SIMPLE['RichDataKey'] = lambda: PTypeAlias('RichDataKey', lambda: PVariant([PString(), PNumeric()]),
                                           builtin=True)
PARAMETERIZED_ONLY = {'Enum', 'Pattern', 'Variant', 'Tuple', 'Struct'}
# Types the modules that define them add to SIMPLE when imported; a name read
# before that imports its module (start-up loads none of them it can avoid).
DEFINED_BY = {
    'Binary': 'lazygraph.values.rich', 'Deferred': 'lazygraph.values.rich',
    'Object': 'lazygraph.values.rich', 'Iterator': 'lazygraph.values.iterator',
    'Timestamp': 'lazygraph.values.timestamp', 'Timespan': 'lazygraph.values.timespan',
    'Puppet::LookupContext': 'lazygraph.data.backends',
    'Puppet::LookupKey': 'lazygraph.data.backends',
    'Puppet::LookupValue': 'lazygraph.data.backends',
}


def simple_type(name):
    """The type a bare name denotes, or None when the name is no built-in type."""
    cls = SIMPLE.get(name)
    if cls is None and name in DEFINED_BY:
        import importlib
        importlib.import_module(DEFINED_BY[name])
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
    name = name.lstrip(':')
    if '::' not in name:        # most names: one segment, no join
        return name[:1].upper() + name[1:]
    return '::'.join([seg[:1].upper() + seg[1:] for seg in name.split('::')])


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
