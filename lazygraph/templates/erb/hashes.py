"""Hash and Range methods."""
from .errors import RubyError
from .methods import TABLES, method, arity, need_block, requal, compare_or_fail
from .rvalues import truthy, inspect, class_name, hash_key
from .enumerable import enum_count, enum_first, enum_sort, enum_sort_by, enum_to_h, storable_key
from .arrays import array_dig


def H(*names):
    return method('Hash', *names)


@H('[]')
def _h_index(ctx, v, args, block):
    arity(args, 1)
    key = args[0]
    if isinstance(key, (list, dict)):
        return None
    return v.get(hash_key(key))


@H('[]=', 'store')
def _h_set(ctx, v, args, block):
    arity(args, 2)
    v[storable_key(args[0])] = args[1]
    return args[1]


@H('fetch')
def _h_fetch(ctx, v, args, block):
    arity(args, 1, 2)
    key = storable_key(args[0])
    if key in v:
        return v[key]
    if block is not None:
        return block(args[0])
    if len(args) == 2:
        return args[1]
    raise RubyError('KeyError', 'key not found: %s' % inspect(args[0]))


@H('dig')
def _h_dig(ctx, v, args, block):
    return array_dig(ctx, v, args)


@H('key?', 'has_key?', 'include?', 'member?')
def _h_has_key(ctx, v, args, block):
    arity(args, 1)
    return not isinstance(args[0], (list, dict)) and hash_key(args[0]) in v


@H('value?', 'has_value?')
def _h_has_value(ctx, v, args, block):
    return any(requal(x, args[0]) for x in v.values())


@H('keys')
def _h_keys(ctx, v, args, block):
    return list(v.keys())


@H('values')
def _h_values(ctx, v, args, block):
    return list(v.values())


@H('values_at')
def _h_values_at(ctx, v, args, block):
    return [v.get(hash_key(k)) for k in args]


@H('length', 'size', 'count')
def _h_length(ctx, v, args, block):
    if block is not None or args:
        return enum_count(ctx, v, args, block)
    return len(v)


@H('empty?')
def _h_empty(ctx, v, args, block):
    return not v


@H('each', 'each_pair')
def _h_each(ctx, v, args, block):
    need_block(block, 'each')
    for k, x in list(v.items()):
        block([k, x])
    return v


@H('each_key')
def _h_each_key(ctx, v, args, block):
    for k in list(v):
        block(k)
    return v


@H('each_value')
def _h_each_value(ctx, v, args, block):
    for x in list(v.values()):
        block(x)
    return v


@H('merge', 'update', 'merge!')
def _h_merge(ctx, v, args, block):
    out = dict(v)
    for other in args:
        if not isinstance(other, dict):
            raise RubyError('TypeError', 'no implicit conversion of %s into Hash' % class_name(other))
        for k, x in other.items():
            out[k] = block(k, out[k], x) if block is not None and k in out else x
    return out


def _h_merge_bang(ctx, v, args, block):
    merged = _h_merge(ctx, v, args, block)
    v.clear()
    v.update(merged)
    return v


TABLES['Hash']['merge!'] = _h_merge_bang
TABLES['Hash']['update'] = _h_merge_bang


@H('delete')
def _h_delete(ctx, v, args, block):
    arity(args, 1)
    return v.pop(storable_key(args[0]), None)


@H('select', 'filter')
def _h_select(ctx, v, args, block):
    need_block(block, 'select')
    return {k: x for k, x in list(v.items()) if truthy(block([k, x]))}


@H('reject')
def _h_reject(ctx, v, args, block):
    need_block(block, 'reject')
    return {k: x for k, x in list(v.items()) if not truthy(block([k, x]))}


@H('sort')
def _h_sort(ctx, v, args, block):
    return enum_sort(ctx, v, args, block)


@H('to_h')
def _h_to_h(ctx, v, args, block):
    return v if block is None else enum_to_h(ctx, v, args, block)


@H('to_a')
def _h_to_a(ctx, v, args, block):
    return [[k, x] for k, x in v.items()]


@H('flatten')
def _h_flatten(ctx, v, args, block):
    from .rvalues import flatten_array
    pairs = [[k, x] for k, x in v.items()]
    return flatten_array(pairs, args[0] if args else 1)


@H('invert')
def _h_invert(ctx, v, args, block):
    return {storable_key(x): k for k, x in v.items()}


@H('key')
def _h_key(ctx, v, args, block):
    for k, x in v.items():
        if requal(x, args[0]):
            return k
    return None


@H('first')
def _h_first(ctx, v, args, block):
    return enum_first(ctx, v, args, block)


@H('==')
def _h_eq(ctx, v, args, block):
    return requal(v, args[0])


@H('transform_values')
def _h_transform_values(ctx, v, args, block):
    need_block(block, 'transform_values')
    return {k: block(x) for k, x in list(v.items())}


@H('transform_keys')
def _h_transform_keys(ctx, v, args, block):
    need_block(block, 'transform_keys')
    return {storable_key(block(k)): x for k, x in list(v.items())}


@H('sort_by')
def _h_sort_by(ctx, v, args, block):
    return enum_sort_by(ctx, v, args, block)


@H('min_by')
def _h_min_by(ctx, v, args, block):
    return TABLES['Enumerable']['min_by'](ctx, v, args, block)


@H('clear')
def _h_clear(ctx, v, args, block):
    v.clear()
    return v


@H('compact')
def _h_compact(ctx, v, args, block):
    return {k: x for k, x in v.items() if x is not None}


@H('slice')
def _h_slice(ctx, v, args, block):
    keys = [hash_key(k) for k in args]
    return {k: v[k] for k in keys if k in v}


@H('default')
def _h_default(ctx, v, args, block):
    return None


# -- Range ----------------------------------------------------------------------------------

def range_include(ctx, v, args, block):
    x = args[0]
    lo, hi = v.first, v.last
    try:
        if compare_or_fail(lo, x) > 0:
            return False
        if hi is None:
            return True
        c = compare_or_fail(x, hi)
    except RubyError:
        return False
    return c < 0 or (c == 0 and not v.exclusive)


TABLES.setdefault('Range', {}).update({
    'include?': range_include, 'member?': range_include, 'cover?': range_include, '===': range_include,
    'first': lambda ctx, v, a, b: v.first if not a else enum_first(ctx, v, a, b),
    'begin': lambda ctx, v, a, b: v.first,
    'last': lambda ctx, v, a, b: v.last if not a else v.to_list()[-a[0]:],
    'end': lambda ctx, v, a, b: v.last,
    'min': lambda ctx, v, a, b: TABLES['Enumerable']['min'](ctx, v, a, b),
    'size': lambda ctx, v, a, b: len(v.to_list()),
    'count': lambda ctx, v, a, b: enum_count(ctx, v, a, b),
    'step': lambda ctx, v, a, b: v.to_list()[::a[0]] if b is None else ([b(x) for x in v.to_list()[::a[0]]] and v),
    'exclude_end?': lambda ctx, v, a, b: v.exclusive,
})
