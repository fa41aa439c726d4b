"""Array, Hash, Range and Enumerable methods (blocks are Python callables)."""
from .errors import RubyError
from .methods import (TABLES, arity, need_block, requal, compare, compare_or_fail, sort_values,
                      elements, _flatten, call_method)
from .rvalues import MStr, RRange, Symbol, text, is_str, is_int, is_num, truthy, to_s, inspect, class_name, hash_key


def E(*names):
    def register(fn):
        for name in names:
            TABLES.setdefault('Enumerable', {})[name] = fn
        return fn
    return register


def A(*names):
    def register(fn):
        for name in names:
            TABLES.setdefault('Array', {})[name] = fn
        return fn
    return register


def H(*names):
    def register(fn):
        for name in names:
            TABLES.setdefault('Hash', {})[name] = fn
        return fn
    return register


def R(*names):
    def register(fn):
        for name in names:
            TABLES.setdefault('Range', {})[name] = fn
        return fn
    return register


def _yield_pair(block, item):
    """Hash iteration yields [k, v]: a 2-parameter block destructures it."""
    return block(item)


# -- Enumerable (Array, Hash as pairs, Range) --------------------------------------------

@E('each')
def _each(ctx, v, args, block):
    need_block(block, 'each')
    for item in list(elements(v)):
        block(item)
    return v


@E('each_with_index')
def _each_with_index(ctx, v, args, block):
    need_block(block, 'each_with_index')
    for i, item in enumerate(list(elements(v))):
        block(item, i)
    return v


@E('each_with_object')
def _each_with_object(ctx, v, args, block):
    arity(args, 1)
    need_block(block, 'each_with_object')
    memo = args[0]
    for item in list(elements(v)):
        block(item, memo)
    return memo


@E('map', 'collect', 'flat_map', 'collect_concat')
def _map(ctx, v, args, block):
    need_block(block, 'map')
    return [block(item) for item in list(elements(v))]


TABLES['Enumerable']['flat_map'] = lambda ctx, v, a, b: _flatten(_map(ctx, v, a, b), 1)
TABLES['Enumerable']['collect_concat'] = TABLES['Enumerable']['flat_map']


@E('map_with_index')
def _unused(ctx, v, args, block):
    raise RubyError('NoMethodError', "undefined method `map_with_index'")


@E('select', 'filter')
def _select(ctx, v, args, block):
    need_block(block, 'select')
    return [item for item in list(elements(v)) if truthy(block(item))]


@E('reject')
def _reject(ctx, v, args, block):
    need_block(block, 'reject')
    return [item for item in list(elements(v)) if not truthy(block(item))]


@E('find', 'detect')
def _find(ctx, v, args, block):
    need_block(block, 'find')
    for item in list(elements(v)):
        if truthy(block(item)):
            return item
    return None


@E('find_index', 'index')
def _find_index(ctx, v, args, block):
    for i, item in enumerate(list(elements(v))):
        if (truthy(block(item)) if not args else requal(item, args[0])):
            return i
    return None


@E('any?')
def _any(ctx, v, args, block):
    items = elements(v)
    if args:
        return any(truthy(call_method(ctx, args[0], '===', [x], None)) for x in items)
    return any(truthy(block(x) if block else x) for x in items)


@E('all?')
def _all(ctx, v, args, block):
    items = elements(v)
    if args:
        return all(truthy(call_method(ctx, args[0], '===', [x], None)) for x in items)
    return all(truthy(block(x) if block else x) for x in items)


@E('none?')
def _none(ctx, v, args, block):
    return not _any(ctx, v, args, block)


@E('count')
def _count(ctx, v, args, block):
    items = elements(v)
    if args:
        return sum(1 for x in items if requal(x, args[0]))
    if block is not None:
        return sum(1 for x in items if truthy(block(x)))
    return len(items)


@E('inject', 'reduce')
def _inject(ctx, v, args, block):
    items = list(elements(v))
    if args and isinstance(args[-1], Symbol):
        op = args[-1].name
        block = lambda memo, x: call_method(ctx, memo, op, [x], None)
        args = args[:-1]
    need_block(block, 'inject')
    if args:
        memo = args[0]
    elif items:
        memo, items = items[0], items[1:]
    else:
        return None
    for item in items:
        memo = block(memo, item)
    return memo


@E('sum')
def _sum(ctx, v, args, block):
    total = args[0] if args else 0
    for item in elements(v):
        value = block(item) if block else item
        total = call_method(ctx, total, '+', [value], None)
    return total


@E('sort')
def _sort(ctx, v, args, block):
    items = list(elements(v))
    if block is not None:
        import functools

        def cmp(a, b):
            c = block(a, b)
            if not is_int(c):
                raise RubyError('ArgumentError', 'comparison of %s with %s failed' % (class_name(a), class_name(b)))
            return c
        return sorted(items, key=functools.cmp_to_key(cmp))
    return sort_values(items)


@E('sort_by')
def _sort_by(ctx, v, args, block):
    need_block(block, 'sort_by')
    return sort_values(list(elements(v)), key=block)


@E('min', 'max')
def _min_max(ctx, v, args, block):
    raise AssertionError('replaced below')


def _extreme(sign):
    def fn(ctx, v, args, block):
        items = list(elements(v))
        if block is not None:
            import functools
            ordered = sorted(items, key=functools.cmp_to_key(lambda a, b: block(a, b)))
        else:
            ordered = sort_values(items)
        if args:
            return ordered[:args[0]] if sign < 0 else list(reversed(ordered))[:args[0]]
        if not ordered:
            return None
        return ordered[0] if sign < 0 else _last_max(ordered)
    return fn


def _last_max(ordered):
    # Ruby's max returns the first of equal maxima.
    best = ordered[-1]
    for item in ordered:
        if compare(item, best) == 0:
            return item
    return best


TABLES['Enumerable']['min'] = _extreme(-1)
TABLES['Enumerable']['max'] = _extreme(1)


@E('minmax')
def _minmax(ctx, v, args, block):
    return [TABLES['Enumerable']['min'](ctx, v, args, block), TABLES['Enumerable']['max'](ctx, v, args, block)]


@E('min_by', 'max_by')
def _by(ctx, v, args, block):
    raise AssertionError('replaced below')


def _extreme_by(sign):
    def fn(ctx, v, args, block):
        need_block(block, 'min_by/max_by')
        best = None
        best_key = None
        for item in elements(v):
            key = block(item)
            if best_key is None and best is None or compare_or_fail(key, best_key) * sign > 0:
                best, best_key = item, key
        return best
    return fn


TABLES['Enumerable']['min_by'] = _extreme_by(-1)
TABLES['Enumerable']['max_by'] = _extreme_by(1)


@E('group_by')
def _group_by(ctx, v, args, block):
    need_block(block, 'group_by')
    out = {}
    for item in elements(v):
        out.setdefault(_key(block(item)), []).append(item)
    return out


@E('partition')
def _partition(ctx, v, args, block):
    need_block(block, 'partition')
    yes, no = [], []
    for item in elements(v):
        (yes if truthy(block(item)) else no).append(item)
    return [yes, no]


@E('each_slice')
def _each_slice(ctx, v, args, block):
    arity(args, 1)
    size = args[0]
    if not is_int(size) or size <= 0:
        raise RubyError('ArgumentError', 'invalid slice size')
    items = list(elements(v))
    slices = [items[i:i + size] for i in range(0, len(items), size)]
    if block is None:
        return slices
    for piece in slices:
        block(piece)
    return v


@E('each_cons')
def _each_cons(ctx, v, args, block):
    size = args[0]
    items = list(elements(v))
    windows = [items[i:i + size] for i in range(0, len(items) - size + 1)]
    if block is None:
        return windows
    for piece in windows:
        block(piece)
    return v


@E('to_a', 'entries')
def _to_a(ctx, v, args, block):
    return list(elements(v))


@E('include?', 'member?')
def _include(ctx, v, args, block):
    arity(args, 1)
    return any(requal(x, args[0]) for x in elements(v))


@E('first')
def _first(ctx, v, args, block):
    items = elements(v)
    if args:
        return list(items[:args[0]])
    return items[0] if items else None


@E('zip')
def _zip(ctx, v, args, block):
    items = list(elements(v))
    others = [elements(o) for o in args]
    return [[x] + [o[i] if i < len(o) else None for o in others] for i, x in enumerate(items)]


@E('uniq')
def _uniq(ctx, v, args, block):
    out, seen = [], []
    for item in elements(v):
        key = block(item) if block else item
        if not any(requal(key, s) and class_name(key) == class_name(s) for s in seen):
            seen.append(key)
            out.append(item)
    return out


@E('tally')
def _tally(ctx, v, args, block):
    out = {}
    for item in elements(v):
        k = _key(item)
        out[k] = out.get(k, 0) + 1
    return out


@E('to_h')
def _to_h(ctx, v, args, block):
    out = {}
    for item in elements(v):
        pair = block(item) if block else item
        if not isinstance(pair, list) or len(pair) != 2:
            raise RubyError('TypeError', 'wrong element type %s (expected array)' % class_name(pair))
        out[_key(pair[0])] = pair[1]
    return out


@E('each_entry')
def _each_entry(ctx, v, args, block):
    return _each(ctx, v, args, block)


def _key(k):
    if isinstance(k, (list, dict)):
        raise RubyError('NotImplementedError', 'arrays and hashes as hash keys are not supported')
    return hash_key(k)


# -- Array ---------------------------------------------------------------------------------

@A('length', 'size')
def _a_length(ctx, v, args, block):
    return len(v)


@A('empty?')
def _a_empty(ctx, v, args, block):
    return not v


@A('any?')
def _a_any(ctx, v, args, block):
    return _any(ctx, v, args, block)


@A('last')
def _a_last(ctx, v, args, block):
    if args:
        return v[-args[0]:] if args[0] else []
    return v[-1] if v else None


@A('[]', 'slice')
def _a_index(ctx, v, args, block):
    arity(args, 1, 2)
    first = args[0]
    if len(args) == 2:
        start, length = first, args[1]
        if start < 0:
            start += len(v)
        if start < 0 or start > len(v) or length < 0:
            return None
        return v[start:start + length]
    if is_int(first):
        return v[first] if -len(v) <= first < len(v) else None
    if isinstance(first, RRange):
        start, stop = first.first, first.last
        if start < 0:
            start += len(v)
        if start < 0 or start > len(v):
            return None
        stop = len(v) if stop is None else (stop + len(v) if stop < 0 else stop)
        if not first.exclusive:
            stop += 1
        return v[start:max(start, stop)]
    if isinstance(first, float):
        return _a_index(ctx, v, [int(first)], block)
    raise RubyError('TypeError', 'no implicit conversion of %s into Integer'
                    % ('nil' if first is None else class_name(first)))


@A('[]=')
def _a_set(ctx, v, args, block):
    arity(args, 2)
    index, value = args
    if not is_int(index):
        raise RubyError('NotImplementedError', 'Array#[]= with ranges is not supported')
    if index < 0:
        index += len(v)
    while len(v) <= index:
        v.append(None)
    v[index] = value
    return value


@A('fetch')
def _a_fetch(ctx, v, args, block):
    arity(args, 1, 2)
    i = args[0]
    if -len(v) <= i < len(v):
        return v[i]
    if block is not None:
        return block(i)
    if len(args) == 2:
        return args[1]
    raise RubyError('IndexError', 'index %d outside of array bounds: %d...%d' % (i, -len(v), len(v)))


@A('dig')
def _a_dig(ctx, v, args, block):
    return _dig(ctx, v, args)


def _dig(ctx, v, args):
    value = call_method(ctx, v, '[]', [args[0]], None)
    if len(args) == 1 or value is None:
        return value
    if not isinstance(value, (list, dict)):
        raise RubyError('TypeError', '%s does not have #dig method' % class_name(value))
    return _dig(ctx, value, args[1:])


@A('join')
def _a_join(ctx, v, args, block):
    arity(args, 0, 1)
    sep = '' if not args or args[0] is None else text(args[0]) if is_str(args[0]) else None
    if sep is None:
        raise RubyError('TypeError', 'no implicit conversion of %s into String' % class_name(args[0]))

    def flat(items, depth=0):
        if depth > 100:
            raise RubyError('ArgumentError', 'recursive array join')
        return sep.join(flat(x, depth + 1) if isinstance(x, list) else to_s(x) for x in items)
    return MStr(flat(v))


@A('flatten')
def _a_flatten(ctx, v, args, block):
    return _flatten(v, args[0] if args else -1)


@A('compact')
def _a_compact(ctx, v, args, block):
    return [x for x in v if x is not None]


@A('reverse')
def _a_reverse(ctx, v, args, block):
    return v[::-1]


@A('push', 'append')
def _a_push(ctx, v, args, block):
    v.extend(args)
    return v


@A('<<')
def _a_append(ctx, v, args, block):
    arity(args, 1)
    v.append(args[0])
    return v


@A('unshift', 'prepend')
def _a_unshift(ctx, v, args, block):
    v[0:0] = args
    return v


@A('pop')
def _a_pop(ctx, v, args, block):
    return v.pop() if v else None


@A('shift')
def _a_shift(ctx, v, args, block):
    return v.pop(0) if v else None


@A('concat')
def _a_concat(ctx, v, args, block):
    for other in args:
        v.extend(_array_arg(other))
    return v


@A('delete')
def _a_delete(ctx, v, args, block):
    arity(args, 1)
    found = None
    kept = []
    for x in v:
        if requal(x, args[0]):
            found = x
        else:
            kept.append(x)
    v[:] = kept
    return found


@A('delete_if', 'reject!')
def _a_delete_if(ctx, v, args, block):
    need_block(block, 'delete_if')
    v[:] = [x for x in v if not truthy(block(x))]
    return v


@A('+')
def _a_plus(ctx, v, args, block):
    return v + _array_arg(args[0])


@A('-')
def _a_minus(ctx, v, args, block):
    other = _array_arg(args[0])
    return [x for x in v if not any(requal(x, o) for o in other)]


@A('&')
def _a_and(ctx, v, args, block):
    other = _array_arg(args[0])
    return _uniq(ctx, [x for x in v if any(requal(x, o) for o in other)], [], None)


@A('|')
def _a_or(ctx, v, args, block):
    return _uniq(ctx, v + _array_arg(args[0]), [], None)


@A('*')
def _a_times(ctx, v, args, block):
    if is_str(args[0]):
        return _a_join(ctx, v, args, block)
    if not is_int(args[0]) or args[0] < 0 or args[0] * len(v) > 10_000_000:
        raise RubyError('ArgumentError', 'bad repetition count')
    return v * args[0]


@A('==')
def _a_eq(ctx, v, args, block):
    return requal(v, args[0])


@A('<=>')
def _a_cmp(ctx, v, args, block):
    return compare(v, args[0]) if isinstance(args[0], list) else None


@A('to_a', 'entries', 'to_ary')
def _a_to_a(ctx, v, args, block):
    return v


@A('sort!')
def _a_sort_bang(ctx, v, args, block):
    v[:] = _sort(ctx, v, args, block)
    return v


@A('map!', 'collect!')
def _a_map_bang(ctx, v, args, block):
    v[:] = _map(ctx, v, args, block)
    return v


@A('uniq!')
def _a_uniq_bang(ctx, v, args, block):
    new = _uniq(ctx, v, args, block)
    changed = len(new) != len(v)
    v[:] = new
    return v if changed else None


@A('compact!')
def _a_compact_bang(ctx, v, args, block):
    new = [x for x in v if x is not None]
    changed = len(new) != len(v)
    v[:] = new
    return v if changed else None


@A('flatten!')
def _a_flatten_bang(ctx, v, args, block):
    v[:] = _flatten(v)
    return v


@A('select!', 'keep_if')
def _a_select_bang(ctx, v, args, block):
    v[:] = _select(ctx, v, args, block)
    return v


@A('insert')
def _a_insert(ctx, v, args, block):
    index = args[0]
    if index < 0:
        index += len(v) + 1
    v[index:index] = args[1:]
    return v


@A('rotate')
def _a_rotate(ctx, v, args, block):
    if not v:
        return []
    n = (args[0] if args else 1) % len(v)
    return v[n:] + v[:n]


@A('take')
def _a_take(ctx, v, args, block):
    return v[:args[0]]


@A('drop')
def _a_drop(ctx, v, args, block):
    return v[args[0]:]


@A('values_at')
def _a_values_at(ctx, v, args, block):
    return [v[i] if -len(v) <= i < len(v) else None for i in args]


@A('transpose')
def _a_transpose(ctx, v, args, block):
    return [list(row) for row in zip(*v)]


@A('product')
def _a_product(ctx, v, args, block):
    import itertools
    return [list(p) for p in itertools.product(v, *[_array_arg(a) for a in args])]


@A('each_index')
def _a_each_index(ctx, v, args, block):
    for i in range(len(v)):
        block(i)
    return v


@A('clear')
def _a_clear(ctx, v, args, block):
    v[:] = []
    return v


@A('sample', 'shuffle')
def _a_random(ctx, v, args, block):
    raise RubyError('NotImplementedError', 'random choices make a catalog non-deterministic')


def _array_arg(value):
    if not isinstance(value, list):
        raise RubyError('TypeError', 'no implicit conversion of %s into Array'
                        % ('nil' if value is None else class_name(value)))
    return value


# -- Hash -----------------------------------------------------------------------------------

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
    v[_key(args[0])] = args[1]
    return args[1]


@H('fetch')
def _h_fetch(ctx, v, args, block):
    arity(args, 1, 2)
    key = _key(args[0])
    if key in v:
        return v[key]
    if block is not None:
        return block(args[0])
    if len(args) == 2:
        return args[1]
    raise RubyError('KeyError', 'key not found: %s' % inspect(args[0]))


@H('dig')
def _h_dig(ctx, v, args, block):
    return _dig(ctx, v, args)


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
        return _count(ctx, v, args, block)
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
    return v.pop(_key(args[0]), None)


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
    return _sort(ctx, v, args, block)


@H('to_h')
def _h_to_h(ctx, v, args, block):
    return v if block is None else _to_h(ctx, v, args, block)


@H('to_a')
def _h_to_a(ctx, v, args, block):
    return [[k, x] for k, x in v.items()]


@H('invert')
def _h_invert(ctx, v, args, block):
    return {_key(x): k for k, x in v.items()}


@H('key')
def _h_key(ctx, v, args, block):
    for k, x in v.items():
        if requal(x, args[0]):
            return k
    return None


@H('first')
def _h_first(ctx, v, args, block):
    return _first(ctx, v, args, block)


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
    return {_key(block(k)): x for k, x in list(v.items())}


@H('sort_by')
def _h_sort_by(ctx, v, args, block):
    return _sort_by(ctx, v, args, block)


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
    'first': lambda ctx, v, a, b: v.first if not a else _first(ctx, v, a, b),
    'begin': lambda ctx, v, a, b: v.first,
    'last': lambda ctx, v, a, b: v.last if not a else v.to_list()[-a[0]:],
    'end': lambda ctx, v, a, b: v.last,
    'min': lambda ctx, v, a, b: TABLES['Enumerable']['min'](ctx, v, a, b),
    'size': lambda ctx, v, a, b: len(v.to_list()),
    'count': lambda ctx, v, a, b: _count(ctx, v, a, b),
    'step': lambda ctx, v, a, b: v.to_list()[::a[0]] if b is None else ([b(x) for x in v.to_list()[::a[0]]] and v),
    'exclude_end?': lambda ctx, v, a, b: v.exclusive,
})
