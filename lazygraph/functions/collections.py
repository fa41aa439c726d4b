"""Functions on arrays and hashes: keys, values, flatten, unique, sort, min, max, empty, dig."""
import math

from ..errors import EvaluationError
from ..values.core import a_type_name, flatten, hash_key, is_number, to_s
from .registry import function


def _expect(call, value, kinds, what, position=1):
    if not isinstance(value, kinds) or isinstance(value, bool):
        raise EvaluationError("'%s' parameter %d expects %s, got %s" % (
            call.name, position, what, 'Undef' if value is None else a_type_name(value)),
            call.span)
    return value


@function('keys', min_args=1, max_args=1)
def keys(call, args, block):
    return list(_expect(call, args[0], dict, 'a Hash value'))


@function('values', min_args=1, max_args=1)
def values(call, args, block):
    return list(_expect(call, args[0], dict, 'a Hash value').values())


@function('flatten', min_args=1)
def flatten_(call, args, block):
    if len(args) == 1:
        return flatten(args[0]) if isinstance(args[0], list) else [args[0]]
    return flatten(list(args))


@function('unique', min_args=1, max_args=1, block='optional')
def unique(call, args, block):
    value = args[0]
    if isinstance(value, str):
        seen = []
        for ch in value:
            if ch not in seen:
                seen.append(ch)
        return ''.join(seen)
    if isinstance(value, dict):
        raise EvaluationError("lazygraph does not support 'unique' on a Hash yet", call.span)
    if getattr(value, 'puppet_iterator', False):
        value = list(value.fresh('uniq'))       # Iterable.on(it).uniq
    items = _expect(call, value, list, 'an Array, Hash or String value')
    seen = set()
    out = []
    for item in items:
        key = hash_key(block(item) if block else item)
        key = (type(item).__name__, key) if not isinstance(item, (list, dict)) else key
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


class _Incomparable(Exception):
    pass


def _ruby_compare(a, b):
    """Ruby's <=> as Array#sort uses it: strings with strings, numbers with
    numbers, arrays element by element (then the shorter first); anything else
    cannot be compared."""
    if isinstance(a, str) and isinstance(b, str) or is_number(a) and is_number(b):
        return (a > b) - (a < b)
    if isinstance(a, list) and isinstance(b, list):
        for x, y in zip(a, b):
            order = _ruby_compare(x, y)
            if order:
                return order
        return (len(a) > len(b)) - (len(a) < len(b))
    if getattr(a, 'time_data', False):     # TimeData#<=> (a number by its seconds)
        order = a.cmp(b)
        if order is not None:
            return order
    elif getattr(b, 'time_data', False) and is_number(a):
        a, b = float(a), b.to_f()      # Ruby's coerce: both as Floats
        return (a > b) - (a < b)
    raise _Incomparable()


def ruby_sorted(call, items, key=None):
    """``items`` sorted as Ruby's sort (or sort_by, with ``key``) sorts them."""
    import functools

    def top(a, b):
        try:
            return _ruby_compare(a, b)
        except _Incomparable:
            # Ruby's words: the class of the one, the class (or, for true, false,
            # nil and floats, the value) of the other. Python's sort compares
            # a later item with an earlier one: Ruby names the earlier first.
            raise EvaluationError('comparison of %s with %s failed'
                                  % (_ruby_class(b), _ruby_other(a)), call.span)
    compare = functools.cmp_to_key(top)
    return sorted(items, key=compare if key is None else lambda item: compare(key(item)))


def _ruby_class(value):
    if value is None or isinstance(value, bool):
        return {None: 'NilClass', True: 'TrueClass', False: 'FalseClass'}[value]
    return {str: 'String', int: 'Integer', float: 'Float', list: 'Array',
            dict: 'Hash'}.get(type(value), 'Object')


def _ruby_other(value):
    if value is None or isinstance(value, (bool, float)):
        return {None: 'nil', True: 'true', False: 'false'}.get(value, repr(value)) \
            if not isinstance(value, float) else repr(value)
    return _ruby_class(value)


@function('sort', min_args=1, max_args=1, block='optional')
def sort(call, args, block):
    value = args[0]
    if isinstance(value, str):
        return ''.join(sorted(value))
    items = list(_expect(call, value, list, 'an Array or String value'))
    if block is not None:
        import functools
        return sorted(items, key=functools.cmp_to_key(lambda a, b: block(a, b)))
    return ruby_sorted(call, items)   # arrays of arrays too: Array($hash).sort


def _extreme(call, args, block, pick):
    if not args:
        raise EvaluationError("'%s' expects at least 1 argument" % call.name, call.span)
    if len(args) == 1 and isinstance(args[0], list):
        args = args[0]
        if not args:
            return None
    if block is not None:
        import functools
        return pick(args, key=functools.cmp_to_key(lambda a, b: block(a, b)))
    if all(is_number(a) for a in args):
        return pick(args)
    if all(isinstance(a, str) for a in args):
        return pick(args)
    # Puppet compares mixed values as strings.
    return pick(args, key=lambda a: to_s(a))


@function('min', min_args=1, block='optional')
def min_(call, args, block):
    return _extreme(call, args, block, min)


@function('max', min_args=1, block='optional')
def max_(call, args, block):
    return _extreme(call, args, block, max)


@function('abs', min_args=1, max_args=1)
def abs_(call, args, block):
    value = args[0]
    if not is_number(value):
        raise EvaluationError("'abs' expects a Numeric value, got %s" % a_type_name(value),
                              call.span)
    return abs(value)


@function('round', min_args=1, max_args=1)
def round_(call, args, block):
    value = _expect(call, args[0], (int, float), 'a Numeric value')
    return int(math.floor(value + 0.5)) if value >= 0 else -int(math.floor(-value + 0.5))


@function('floor', min_args=1, max_args=1)
def floor(call, args, block):
    return math.floor(_expect(call, args[0], (int, float), 'a Numeric value'))


@function('ceiling', min_args=1, max_args=1)
def ceiling(call, args, block):
    return math.ceil(_expect(call, args[0], (int, float), 'a Numeric value'))


@function('empty', min_args=1, max_args=1)
def empty(call, args, block):
    value = args[0]
    if value is None:
        return True
    if isinstance(value, (str, list, dict)):
        return len(value) == 0
    if is_number(value):
        return False
    raise EvaluationError("'empty' expects a Collection, String or Numeric value, got %s"
                          % a_type_name(value), call.span)


@function('dig', min_args=1)
def dig(call, args, block):
    value = args[0]
    for key in args[1:]:
        if value is None:
            return None
        if isinstance(value, list) and isinstance(key, int):
            value = value[key] if -len(value) <= key < len(value) else None
        elif isinstance(value, dict):
            value = value.get(key)
        else:
            raise EvaluationError("'dig' cannot dig into %s with %r" % (a_type_name(value), key),
                                  call.span)
    return value
