"""stdlib: arrays and hashes (merge, deep_merge, concat, union, delete*, range,
values_at, zip, count, grep, prefix/suffix, nested_values, sort_by...)."""
import re

from ..ruby_values import ruby_to_s
from ...errors import EvaluationError
from ...values.core import PRegexp, equal, flatten, hash_key, is_integer, to_s
from ..iteration import _items
from ..registry import fail_type
from . import deprecated, stdlib_function


def _unique(values):
    seen, out = set(), []
    for v in values:
        key = hash_key(v)
        if key not in seen:
            seen.add(key)
            out.append(v)
    return out


def _contains(values, item):
    return any(equal(v, item) for v in values)


@stdlib_function('merge', 'stdlib::merge', block='optional')
def merge(call, args, block):
    if call.name == 'merge' and _is_v9(call):
        deprecated(call, 'merge', 'merge: This function is deprecated, please use '
                   'stdlib::merge instead.')
    if block is not None:
        result = {}
        for iterable in args:
            is_hash, items = _items(call, iterable)
            for i, item in enumerate(items):
                if block.param_count >= 3:
                    got = block(result, *item) if is_hash else block(result, i, item)
                else:
                    got = block(result, item)
                if isinstance(got, dict):
                    result.update(got)
        return result
    result = {}
    for value in args:
        if isinstance(value, dict):
            result.update(value)
        elif value is None or value == '':
            continue
        else:
            raise EvaluationError("'%s' parameter 'args' expects a value of type Undef, Hash, "
                                  "or String[0, 0], got %s" % (call.name, _type_label(value)),
                                  call.span)
    return result


def _is_v9(call):
    """Does the stdlib on the modulepath have v9's namespaced functions?"""
    import os
    from ..ruby import stdlib_dir, stdlib_names
    directory = stdlib_dir(call.runtime())
    if directory is None:
        return False
    if os.path.isdir(os.path.join(directory, 'lib')):
        return os.path.isfile(os.path.join(directory, 'lib', 'puppet', 'functions', 'stdlib',
                                           'merge.rb'))
    return 'stdlib::merge' in stdlib_names(directory)[0]


def _type_label(value):
    from ...values import types as T
    return str(T.generalize(T.infer(value))).split('[')[0]


def deep_merge_two(a, b):
    result = dict(a)
    for key, value in b.items():
        if isinstance(result.get(key), dict) and isinstance(value, dict):
            result[key] = deep_merge_two(result[key], value)
        else:
            result[key] = value
    return result


@stdlib_function('deep_merge')
def deep_merge(call, args, block):
    if len(args) < 2:
        raise EvaluationError('deep_merge(): wrong number of arguments (%d; must be at least 2)'
                              % len(args), call.span)
    result = {}
    for value in args:
        if value == '' or value is None:   # a 3.x function receives undef as ''
            continue
        if not isinstance(value, dict):
            raise EvaluationError('deep_merge: unexpected argument type %s, only expects hash '
                                  'arguments' % _ruby_class(value), call.span)
        result = deep_merge_two(result, value)
    return result


def _ruby_class(value):
    if value is None:
        return 'NilClass'
    if isinstance(value, bool):
        return 'TrueClass' if value else 'FalseClass'
    return {str: 'String', int: 'Integer', float: 'Float', list: 'Array',
            dict: 'Hash'}.get(type(value), type(value).__name__)


@stdlib_function('concat', min_args=2)
def concat(call, args, block):
    if not isinstance(args[0], list):
        raise EvaluationError('concat(): Requires array to work with', call.span)
    result = list(args[0])
    for value in args[1:]:
        result.extend(value if isinstance(value, list) else [value])
    return result


@stdlib_function('union', min_args=2)
def union(call, args, block):
    for value in args:
        if not isinstance(value, list):
            raise EvaluationError('union(): Every parameter must be an array', call.span)
    return _unique([v for value in args for v in value])


@stdlib_function('difference', min_args=2, max_args=2)
def difference(call, args, block):
    a, b = args
    if not (isinstance(a, list) and isinstance(b, list)):
        raise EvaluationError('difference(): Requires 2 arrays', call.span)
    return [v for v in a if not _contains(b, v)]   # Ruby's Array#- keeps duplicates


@stdlib_function('intersection', min_args=2, max_args=2)
def intersection(call, args, block):
    a, b = args
    if not (isinstance(a, list) and isinstance(b, list)):
        raise EvaluationError('intersection(): Requires 2 arrays', call.span)
    return [v for v in _unique(a) if _contains(b, v)]


@stdlib_function('member', min_args=2, max_args=2)
def member(call, args, block):
    array, item = args
    if not isinstance(array, list):
        raise EvaluationError('member(): Requires array to work with', call.span)
    items = item if isinstance(item, list) else [item]
    if not all(isinstance(i, (str, int, float)) for i in items):
        raise EvaluationError('member(): Item to search for must be a string, fixnum, or array',
                              call.span)
    return all(_contains(array, i) for i in items)


def _affix(call, args, before):
    name = call.name
    if not args or len(args) > 2:
        raise EvaluationError('%s(): Wrong number of arguments given (%d for 1)'
                              % (name, len(args)), call.span)
    value = args[0]
    affix = args[1] if len(args) > 1 else None
    if not isinstance(value, (list, dict)):
        raise EvaluationError('%s(): expected first argument to be an Array or a Hash, got %s'
                              % (name, _type_label(value)), call.span)
    if affix is not None and not isinstance(affix, str):
        raise EvaluationError('%s(): expected second argument to be a String, got %s'
                              % (name, _type_label(affix)), call.span)

    def one(x):
        x = to_s(x)
        return x if affix is None else (affix + x if before else x + affix)
    if isinstance(value, dict):
        return {one(k): v for k, v in value.items()}
    return [one(x) for x in value]


@stdlib_function('prefix')
def prefix(call, args, block):
    return _affix(call, args, True)


@stdlib_function('suffix')
def suffix(call, args, block):
    return _affix(call, args, False)


@stdlib_function('delete', min_args=2, max_args=2)
def delete(call, args, block):
    collection, items = args
    items = items if isinstance(items, list) else [items]
    if isinstance(collection, list):
        return [v for v in collection if not _contains(items, v)]
    if isinstance(collection, dict):
        return {k: v for k, v in collection.items() if not _contains(items, k)}
    if isinstance(collection, str):
        for item in items:
            collection = collection.replace(to_s(item), '')
        return collection
    raise EvaluationError('delete(): First argument must be an Array, String, or Hash. Given '
                          'an argument of class %s.' % _ruby_class(collection), call.span)


@stdlib_function('delete_at', min_args=2, max_args=2)
def delete_at(call, args, block):
    array, index = args
    if not isinstance(array, list):
        raise EvaluationError('delete_at(): Requires array to work with', call.span)
    if not re.match(r'\A\d+\Z', to_s(index)):
        raise EvaluationError('delete_at(): You must provide non-negative numeric index',
                              call.span)
    index = int(to_s(index))
    if index > len(array) - 1:
        raise EvaluationError('delete_at(): Given index exceeds size of array given',
                              call.span)
    return array[:index] + array[index + 1:]


@stdlib_function('delete_regex', min_args=2, max_args=2)
def delete_regex(call, args, block):
    collection, patterns = args
    patterns = [p if isinstance(p, PRegexp) else PRegexp(to_s(p))
                for p in (patterns if isinstance(patterns, list) else [patterns])]

    def hit(value):
        return any(p.compiled.fullmatch(to_s(value)) for p in patterns)
    if isinstance(collection, list):
        return [v for v in collection if not hit(v)]
    if isinstance(collection, dict):
        return {k: v for k, v in collection.items() if not hit(k)}
    raise EvaluationError('delete_regex(): First argument must be an Array, Hash, or String. '
                          'Given an argument of class %s.' % _ruby_class(collection), call.span)


@stdlib_function('delete_undef_values', min_args=1, max_args=1)
def delete_undef_values(call, args, block):
    value = args[0]
    if isinstance(value, list):
        return [v for v in value if v is not None]
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if v is not None}
    raise EvaluationError('delete_undef_values(): expected an array or hash, got %s type  %s '
                          % (to_s(value), _ruby_class(value)), call.span)


@stdlib_function('delete_values', min_args=2, max_args=2)
def delete_values(call, args, block):
    hash_, item = args
    if not isinstance(hash_, dict):
        raise EvaluationError('delete_values(): First argument must be a Hash. Given an '
                              'argument of class %s.' % _ruby_class(hash_), call.span)
    return {k: v for k, v in hash_.items() if not equal(v, item)}


@stdlib_function('values_at', min_args=2)
def values_at(call, args, block):
    array = args[0]
    if not isinstance(array, list):
        raise EvaluationError('values_at(): Requires array to work with', call.span)
    indices = flatten([args[1]])
    if not indices:
        raise EvaluationError('values_at(): You must provide at least one positive index to '
                              'collect', call.span)
    chosen = []
    for i in indices:
        text = to_s(i)
        m = re.match(r'\A(\d+)(\.\.\.?|-)(\d+)\Z', text)
        if m:
            start, stop = int(m.group(1)), int(m.group(3))
            if start > stop:
                raise EvaluationError('values_at(): Stop index in given indices range is '
                                      'smaller than the start index', call.span)
            if stop > len(array) - 1:
                raise EvaluationError('values_at(): Stop index in given indices range exceeds '
                                      'array size', call.span)
            chosen.extend(range(start, stop if m.group(2) == '...' else stop + 1))
        else:
            if not re.match(r'\A\d+\Z', text):
                raise EvaluationError('values_at(): Unknown format of given index', call.span)
            if int(text) > len(array) - 1:
                raise EvaluationError('values_at(): Given index exceeds array size', call.span)
            chosen.append(int(text))
    return [array[i] for i in chosen if array[i] is not None]


@stdlib_function('zip', min_args=2, max_args=3)
def zip_(call, args, block):
    a, b = args[0], args[1]
    if not (isinstance(a, list) and isinstance(b, list)):
        raise EvaluationError('zip(): Requires array to work with', call.span)
    from .legacy import to_boolean
    flat = to_boolean(call, args[2], 'zip') if len(args) > 2 else False
    pairs = [[x, b[i] if i < len(b) else None] for i, x in enumerate(a)]
    return flatten(pairs) if flat else pairs


@stdlib_function('range', min_args=1, max_args=3)
def range_(call, args, block):
    if len(args) > 1:
        start, stop = args[0], args[1]
        step = abs(_ruby_to_i(args[2])) if len(args) > 2 and args[2] is not None else 1
        if step == 0:
            raise EvaluationError('range(): 3rd arg (step size) must be a non zero integer '
                                  '(e.g. 1 or -1)', call.span)
        kind = '..'
    else:
        value = to_s(args[0])
        m = re.match(r'\A(\w+)(\.\.\.?|-)(\w+)\Z', value)
        if not m:
            raise EvaluationError('range(): Unable to compute range from the value: %s'
                                  % value, call.span)
        start, kind, stop = m.groups()
        step = 1
    if re.match(r'\A\d+\Z', to_s(start)):
        start, stop = _ruby_to_i(start), _ruby_to_i(stop)
        end = stop if kind == '...' else stop + 1
        return list(range(start, end, step))[:1000000]
    start, stop = to_s(start), to_s(stop)
    if start > stop:
        return []    # Ruby's ('z'..'ab') is empty
    return _string_range(call, start, stop, kind == '...')[::step]


def _ruby_to_i(value):
    from ..digests import ruby_to_i
    return ruby_to_i(value)


def _succ(text):
    """Ruby's String#succ for alphanumeric strings."""
    chars = list(text)
    i = len(chars) - 1
    if not any(c.isalnum() for c in chars):
        return text[:-1] + chr(ord(text[-1]) + 1) if text else ''
    while i >= 0:
        c = chars[i]
        if not c.isalnum():
            i -= 1
            continue
        if c == 'z':
            chars[i] = 'a'
            carry = 'a'
        elif c == 'Z':
            chars[i] = 'A'
            carry = 'A'
        elif c == '9':
            chars[i] = '0'
            carry = '1'
        else:
            chars[i] = chr(ord(c) + 1)
            return ''.join(chars)
        j = i - 1
        while j >= 0 and not chars[j].isalnum():
            j -= 1
        if j < 0:
            chars.insert(i, carry)
            return ''.join(chars)
        i = j
    return ''.join(chars)


def _string_range(call, start, stop, exclusive):
    if len(start) > len(stop):
        return []
    out = []
    current = start
    while len(out) < 1000000:
        if current == stop:
            if not exclusive:
                out.append(current)
            break
        out.append(current)
        current = _succ(current)
        if len(current) > len(stop):
            break
    return out


@stdlib_function('count', min_args=1, max_args=2)
def count(call, args, block):
    values = args[0]
    if not isinstance(values, (list, dict)):
        raise EvaluationError('count(): Wrong argument type', call.span)
    if isinstance(values, dict):
        values = [[k, v] for k, v in values.items()]
    if len(args) == 2:
        return sum(1 for v in values if equal(v, args[1]))
    return sum(1 for v in values if v is not None and v != '')


def _grep(call, args, keep):
    array, pattern = args
    if not isinstance(array, list):
        raise EvaluationError('%s(): first argument must be an Array' % call.name, call.span)
    regexp = pattern if isinstance(pattern, PRegexp) else PRegexp(to_s(pattern))
    return [v for v in array if bool(regexp.compiled.search(to_s(v))) == keep]


@stdlib_function('grep', min_args=2, max_args=2)
def grep(call, args, block):
    return _grep(call, args, True)


@stdlib_function('reject', min_args=2, max_args=2)
def reject(call, args, block):
    return _grep(call, args, False)


@stdlib_function('join_keys_to_values', min_args=2, max_args=2)
def join_keys_to_values(call, args, block):
    hash_, separator = args
    if not isinstance(hash_, dict):
        raise EvaluationError('join_keys_to_values(): The first argument must be a hash',
                              call.span)
    if not isinstance(separator, str):
        raise EvaluationError('join_keys_to_values(): The second argument must be a string',
                              call.span)
    out = []
    for k, v in hash_.items():        # Ruby's "#{k}#{separator}#{v}" (a 3.x function)
        for item in (v if isinstance(v, list) else [v]):
            out.append(ruby_to_s(k, call, api3=True) + separator +
                       ruby_to_s(item, call, api3=True))
    return out


@stdlib_function('has_key', min_args=2, max_args=2)
def has_key(call, args, block):
    hash_, key = args
    if not isinstance(hash_, dict):
        raise EvaluationError('has_key(): expects the first argument to be a hash, got %s '
                              'which is of type %s' % (to_s(hash_), _ruby_class(hash_)),
                              call.span)
    return any(equal(k, key) for k in hash_)


@stdlib_function('hash', min_args=1, max_args=1)
def hash_(call, args, block):
    array = args[0]
    if not isinstance(array, list):
        raise EvaluationError('hash(): Requires array to work with', call.span)
    flat = flatten(array)
    if len(flat) % 2:
        raise EvaluationError('hash(): Unable to compute hash from array given', call.span)
    return {flat[i]: flat[i + 1] for i in range(0, len(flat), 2)}


@stdlib_function('dig44', min_args=2, max_args=3)
def dig44(call, args, block):
    data, path = args[0], args[1]
    default = args[2] if len(args) > 2 else None
    if not isinstance(data, (list, dict)):
        raise EvaluationError('dig44(): The data structure should be a Hash or an Array!',
                              call.span)
    if not isinstance(path, list):
        raise EvaluationError('dig44(): The path to the value should be an Array!', call.span)
    value = data
    for key in path:
        if isinstance(value, dict):
            if key not in value:
                return default
            value = value[key]
        elif isinstance(value, list) and is_integer(key):
            if not -len(value) <= key < len(value):
                return default
            value = value[key]
        else:
            return default
        if value is None:
            return default
    return value


@stdlib_function('try_get_value', min_args=2, max_args=4)
def try_get_value(call, args, block):
    data, path = args[0], args[1]
    default = args[2] if len(args) > 2 else None
    separator = args[3] if len(args) > 3 else '/'
    if not isinstance(path, str) or path == '':
        return data if path in (None, '') else default
    value = data
    for key in [k for k in path.split(separator) if k != '']:
        if isinstance(value, list) and re.match(r'\A\d+\Z', key):
            i = int(key)
            if i >= len(value):
                return default
            value = value[i]
        elif isinstance(value, dict):
            if key not in value:
                return default
            value = value[key]
        else:
            return default
    return default if value is None else value


@stdlib_function('stdlib::nested_values', min_args=1, max_args=1)
def nested_values(call, args, block):
    if not isinstance(args[0], dict):
        fail_type(call, 'stdlib::nested_values', 1, 'a Hash value', args[0])

    def walk(value):
        for v in value.values():
            if isinstance(v, dict):
                yield from walk(v)
            else:
                yield v
    return list(walk(args[0]))


@stdlib_function('stdlib::sort_by', pure=False, min_args=1, max_args=1, block='required')
def sort_by(call, args, block):
    from ..collections import ruby_sorted
    is_hash, items = _items(call, args[0])
    keyed = [(block(item), item) for item in items]   # a hash entry comes as one [k, v]
    result = [item for _, item in ruby_sorted(call, keyed, key=lambda pair: pair[0])]
    return {k: v for k, v in result} if is_hash else result


@stdlib_function('reverse', min_args=1, max_args=1)
def reverse(call, args, block):
    value = args[0]
    if not isinstance(value, (list, str)):
        raise EvaluationError('reverse(): Requires either array or string to work with',
                              call.span)
    return value[::-1]
