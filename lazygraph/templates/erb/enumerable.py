"""Enumerable: methods shared by Array, Hash (as [key, value] pairs), Range, Enumerator."""
from .errors import RubyError
from .methods import TABLES, method, arity, need_block, requal, compare, compare_or_fail, sort_values, elements, call_method
from .rvalues import flatten_array, Symbol, is_int, truthy, class_name, hash_key


def E(*names):
    return method('Enumerable', *names)


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
def enum_map(ctx, v, args, block):
    need_block(block, 'map')
    return [block(item) for item in list(elements(v))]


TABLES['Enumerable']['flat_map'] = lambda ctx, v, a, b: flatten_array(enum_map(ctx, v, a, b), 1)
TABLES['Enumerable']['collect_concat'] = TABLES['Enumerable']['flat_map']


@E('map_with_index')
def _unused(ctx, v, args, block):
    raise RubyError('NoMethodError', "undefined method `map_with_index'")


@E('select', 'filter')
def enum_select(ctx, v, args, block):
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
def enum_any(ctx, v, args, block):
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
    return not enum_any(ctx, v, args, block)


@E('count')
def enum_count(ctx, v, args, block):
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
def enum_sort(ctx, v, args, block):
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
def enum_sort_by(ctx, v, args, block):
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
            if is_int(args[0]) and args[0] < 0:
                raise RubyError('ArgumentError', 'negative size (%d)' % args[0])
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
        out.setdefault(storable_key(block(item)), []).append(item)
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
def enum_first(ctx, v, args, block):
    items = elements(v)
    if args:
        if is_int(args[0]) and args[0] < 0:
            raise RubyError('ArgumentError', 'negative array size')
        return list(items[:args[0]])
    return items[0] if items else None


@E('zip')
def _zip(ctx, v, args, block):
    items = list(elements(v))
    others = [elements(o) for o in args]
    return [[x] + [o[i] if i < len(o) else None for o in others] for i, x in enumerate(items)]


@E('uniq')
def enum_uniq(ctx, v, args, block):
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
        k = storable_key(item)
        out[k] = out.get(k, 0) + 1
    return out


@E('to_h')
def enum_to_h(ctx, v, args, block):
    out = {}
    for item in elements(v):
        pair = block(item) if block else item
        if not isinstance(pair, list) or len(pair) != 2:
            raise RubyError('TypeError', 'wrong element type %s (expected array)' % class_name(pair))
        out[storable_key(pair[0])] = pair[1]
    return out


@E('each_entry')
def _each_entry(ctx, v, args, block):
    return _each(ctx, v, args, block)


def storable_key(k):
    if isinstance(k, (list, dict)):
        raise RubyError('NotImplementedError', 'arrays and hashes as hash keys are not supported')
    return hash_key(k)
