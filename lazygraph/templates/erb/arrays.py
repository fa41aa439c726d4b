"""Array methods: Ruby arrays are Python lists, mutated in place as in Ruby."""
from .errors import RubyError
from .methods import method, arity, need_block, requal, compare, call_method
from .rvalues import flatten_array, MStr, RRange, text, is_str, is_int, truthy, to_s, class_name
from .enumerable import enum_any, enum_map, enum_select, enum_sort, enum_uniq


def A(*names):
    return method('Array', *names)


@A('length', 'size')
def _a_length(ctx, v, args, block):
    return len(v)


@A('empty?')
def _a_empty(ctx, v, args, block):
    return not v


@A('any?')
def _a_any(ctx, v, args, block):
    return enum_any(ctx, v, args, block)


@A('last')
def _a_last(ctx, v, args, block):
    if args:
        if is_int(args[0]) and args[0] < 0:
            raise RubyError('ArgumentError', 'negative array size')
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
    return array_dig(ctx, v, args)


def array_dig(ctx, v, args):
    value = call_method(ctx, v, '[]', [args[0]], None)
    if len(args) == 1 or value is None:
        return value
    if not isinstance(value, (list, dict)):
        raise RubyError('TypeError', '%s does not have #dig method' % class_name(value))
    return array_dig(ctx, value, args[1:])


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
def _aflatten_array(ctx, v, args, block):
    return flatten_array(v, args[0] if args else -1)


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
    return enum_uniq(ctx, [x for x in v if any(requal(x, o) for o in other)], [], None)


@A('|')
def _a_or(ctx, v, args, block):
    return enum_uniq(ctx, v + _array_arg(args[0]), [], None)


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
    v[:] = enum_sort(ctx, v, args, block)
    return v


@A('map!', 'collect!')
def _a_map_bang(ctx, v, args, block):
    v[:] = enum_map(ctx, v, args, block)
    return v


@A('uniq!')
def _a_uniq_bang(ctx, v, args, block):
    new = enum_uniq(ctx, v, args, block)
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
    v[:] = flatten_array(v)
    return v


@A('select!', 'keep_if')
def _a_select_bang(ctx, v, args, block):
    v[:] = enum_select(ctx, v, args, block)
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
