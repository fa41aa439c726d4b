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


def _sort_key(call, items):
    if all(isinstance(i, str) for i in items):
        return None
    if all(is_number(i) for i in items):
        return None
    raise EvaluationError("'sort' can only sort Arrays of Strings or of Numbers, not a mix",
                          call.span)


@function('sort', min_args=1, max_args=1, block='optional')
def sort(call, args, block):
    value = args[0]
    if isinstance(value, str):
        return ''.join(sorted(value))
    items = list(_expect(call, value, list, 'an Array or String value'))
    if block is not None:
        import functools
        return sorted(items, key=functools.cmp_to_key(lambda a, b: block(a, b)))
    _sort_key(call, items)
    return sorted(items)


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
