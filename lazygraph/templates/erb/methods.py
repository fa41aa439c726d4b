"""Built-in methods of the Ruby classes templates use.

Each table maps a method name to ``fn(ctx, receiver, args, block)``; lookup
walks the class's ancestors (String -> Comparable -> Object), so Enumerable
methods are written once for Array, Hash and Range.  A name in no table is
Ruby's NoMethodError with Ruby's message.
"""

from .errors import RubyError
from .rvalues import (MStr, Symbol, RRange, RRegexp, Opaque, Const, Enumerator, symbol, text, is_str,
                      is_num, truthy, to_s, inspect, class_name, CLASS_ANCESTORS)
from . import strings

TABLES = {}


def method(table, *names):
    def register(fn):
        for name in names:
            TABLES.setdefault(table, {})[name] = fn
        return fn
    return register


# Iteration methods that return an Enumerator when called without a block.
ENUMERATOR_METHODS = frozenset(['each', 'each_with_index', 'map', 'collect', 'select', 'filter', 'reject',
                                'each_char', 'each_line', 'times', 'each_pair', 'flat_map', 'sort_by',
                                'group_by', 'min_by', 'max_by', 'find', 'detect', 'partition',
                                'each_with_object', 'upto', 'downto', 'chars_each', 'each_key',
                                'each_value', 'find_index', 'each_index', 'filter_map'])


def call_method(ctx, receiver, name, args, block):
    cls = class_name(receiver)
    if block is None and name in ENUMERATOR_METHODS and cls in ('Array', 'Hash', 'Range', 'Integer',
                                                                'String', 'Enumerator') \
            and not (name in ('find_index',) and args) and not (cls == 'String' and name not in
                                                               ('each_char', 'each_line')) \
            and not (cls == 'Integer' and name not in ('times', 'upto', 'downto')):
        return Enumerator(receiver, name, args)
    for ancestor in CLASS_ANCESTORS.get(cls, (cls, 'Object')):
        fn = TABLES.get(ancestor, {}).get(name)
        if fn is not None:
            return _guarded(fn, ctx, receiver, name, args, block)
    if isinstance(receiver, Const):
        fn = TABLES.get('Const', {}).get((receiver.name, name))
        if fn is not None:
            return _guarded(fn, ctx, receiver, name, args, block)
    raise no_method(name, receiver)


def _guarded(fn, ctx, receiver, name, args, block):
    """Run a built-in; arguments it cannot use are Ruby's ArgumentError/TypeError."""
    try:
        return fn(ctx, receiver, args, block)
    except IndexError:
        raise RubyError('ArgumentError', 'wrong number of arguments for %s#%s (given %d)'
                        % (class_name(receiver), name, len(args))) from None
    except (TypeError, AttributeError) as exc:
        raise RubyError('TypeError', 'wrong argument type for %s#%s: %s'
                        % (class_name(receiver), name, ', '.join(class_name(a) for a in args) or exc)) from None
    except (ValueError, OverflowError) as exc:
        raise RubyError('ArgumentError', 'invalid argument for %s#%s (%s)' % (class_name(receiver), name, exc)) from None
    except MemoryError:
        raise RubyError('NoMemoryError', 'failed to allocate memory') from None


def has_class_method(const_name, name):
    return (const_name, name) in TABLES.get('Const', {})


def no_method(name, receiver):
    if receiver is None:
        shown = 'nil:NilClass'
    elif receiver is True or receiver is False:
        shown = '%s:%s' % (to_s(receiver), class_name(receiver))
    elif isinstance(receiver, Const):
        shown = '%s:Class' % receiver.name
    elif hasattr(receiver, '__dict__') or type(receiver).__name__ in ('Wrapper', 'ScopeProxy'):
        shown = repr(receiver)
    else:
        shown = '%s:%s' % (_short_inspect(receiver), class_name(receiver))
    return RubyError('NoMethodError', "undefined method `%s' for %s" % (name, shown))


def _short_inspect(value):
    shown = inspect(value)
    return shown if len(shown) <= 65 else '#<%s>' % class_name(value)


def arity(args, low, high=None, name=None):
    high = low if high is None else high
    if not (low <= len(args) <= high):
        expected = str(low) if low == high else ('%d..%d' % (low, high) if high < 99 else '%d+' % low)
        raise RubyError('ArgumentError', 'wrong number of arguments (given %d, expected %s)' % (len(args), expected))


def need_block(block, name):
    if block is None:
        raise RubyError('ArgumentError', 'lazygraph templates need a block for %s (enumerators are not supported)' % name)
    return block


# -- equality and ordering -------------------------------------------------------

def requal(a, b):
    if is_str(a):
        return is_str(b) and text(a) == text(b)
    if isinstance(a, bool) or isinstance(b, bool) or a is None or b is None:
        return a is b
    if is_num(a):
        return is_num(b) and a == b
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(map(requal, a, b))
    if isinstance(a, dict):
        return isinstance(b, dict) and len(a) == len(b) and all(
            k in b and requal(v, b[k]) for k, v in a.items())
    if isinstance(a, Opaque):
        return isinstance(b, Opaque) and a.value == b.value
    return a == b


def compare(a, b):
    """<=>, or None when Ruby's <=> gives nil."""
    if is_num(a) and is_num(b):
        return (a > b) - (a < b)
    if is_str(a) and is_str(b):
        x, y = text(a).encode(), text(b).encode()
        return (x > y) - (x < y)
    if isinstance(a, Symbol) and isinstance(b, Symbol):
        return compare(a.name, b.name)
    if isinstance(a, list) and isinstance(b, list):
        for x, y in zip(a, b):
            c = compare(x, y)
            if c != 0:
                return c
        return (len(a) > len(b)) - (len(a) < len(b))
    if requal(a, b):
        return 0
    from .ipaddr import compare_key
    x, y = compare_key(a), compare_key(b)
    if x is not None and y is not None and x[0] == y[0]:
        return (x > y) - (x < y)
    return None


def compare_or_fail(a, b):
    c = compare(a, b)
    if c is None:
        raise RubyError('ArgumentError', 'comparison of %s with %s failed'
                        % (class_name(a), inspect(b) if b is None or is_num(b) or is_str(b) else class_name(b)))
    return c


def sort_values(values, key=None):
    import functools
    if key is None:
        return sorted(values, key=functools.cmp_to_key(compare_or_fail))
    keyed = [(key(v), v) for v in values]
    keyed.sort(key=functools.cmp_to_key(lambda x, y: compare_or_fail(x[0], y[0])))
    return [v for _, v in keyed]


def elements(value):
    """The items an Enumerable yields."""
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        return [[k, v] for k, v in value.items()]
    if isinstance(value, RRange):
        return value.to_list()
    if isinstance(value, Enumerator):
        return enumerator_items(value)
    if isinstance(value, Opaque) and value.ruby_class == 'Puppet::Util::TagSet':
        return [MStr(t) for t in value.value]
    raise no_method('each', value)


def enumerator_items(enum):
    """What the enumerator's method would yield, each yield's arguments as one item."""
    items = []

    def collect(*args):
        items.append(args[0] if len(args) == 1 else list(args))
        return args[0] if len(args) == 1 else list(args)
    collect.param_count = 1
    call_method(None, enum.source, enum.method, enum.args, collect)
    return items


def type_check(value, const):
    if not isinstance(const, Const):
        raise RubyError('TypeError', 'class or module required')
    return const.name in CLASS_ANCESTORS.get(class_name(value), (class_name(value), 'Object', 'Kernel', 'BasicObject'))


# -- Object ------------------------------------------------------------------------

@method('Object', 'nil?')
def _nil_p(ctx, v, args, block):
    return v is None


@method('Object', 'is_a?', 'kind_of?')
def _is_a(ctx, v, args, block):
    arity(args, 1)
    return type_check(v, args[0])


@method('Object', 'instance_of?')
def _instance_of(ctx, v, args, block):
    arity(args, 1)
    return isinstance(args[0], Const) and args[0].name == class_name(v)


@method('Object', 'to_s')
def _to_s(ctx, v, args, block):
    return MStr(to_s(v))


@method('Object', 'inspect')
def _inspect(ctx, v, args, block):
    return MStr(inspect(v))


@method('Object', 'equal?')
def _identical(ctx, v, args, block):
    arity(args, 1)
    other = args[0]
    if isinstance(v, (MStr, list, dict)) or isinstance(other, (MStr, list, dict)):
        return v is other
    return requal(v, other) and class_name(v) == class_name(other)


@method('Object', 'eql?')
def _eql(ctx, v, args, block):
    arity(args, 1)
    return requal(v, args[0]) and class_name(v) == class_name(args[0])


@method('Object', '==')
def _eq(ctx, v, args, block):
    arity(args, 1)
    return requal(v, args[0])


@method('Object', '!=')
def _ne(ctx, v, args, block):
    return not requal(v, args[0])


@method('Object', '===')
def _case_eq(ctx, v, args, block):
    arity(args, 1)
    if isinstance(v, Const):
        return type_check(args[0], v)
    if isinstance(v, RRegexp):
        subject = text(args[0]) if is_str(args[0]) else args[0].name if isinstance(args[0], Symbol) else None
        if subject is None:
            return False
        m = v.compiled.search(subject)
        if ctx is not None:
            ctx.last_match = m
        return m is not None
    if isinstance(v, RRange):
        from .hashes import range_include
        return range_include(ctx, v, args, block)
    return requal(v, args[0])


@method('Object', '=~')
def _match_nil(ctx, v, args, block):
    return None


@method('Object', '!')
def _not(ctx, v, args, block):
    return not truthy(v)


@method('Object', 'class')
def _class(ctx, v, args, block):
    return Const(class_name(v))


@method('Object', 'frozen?')
def _frozen(ctx, v, args, block):
    return not isinstance(v, (MStr, list, dict))


@method('Object', 'itself')
def _itself(ctx, v, args, block):
    return v


@method('Object', 'freeze')
def _freeze(ctx, v, args, block):
    return v.s if isinstance(v, MStr) else v


@method('Object', 'then', 'yield_self')
def _then(ctx, v, args, block):
    return need_block(block, 'then')(v)


@method('Object', 'dup', 'clone')
def _dup(ctx, v, args, block):
    if is_str(v):
        return MStr(text(v))
    if isinstance(v, list):
        return list(v)
    if isinstance(v, dict):
        return dict(v)
    return v


@method('Object', 'respond_to?')
def _respond_to(ctx, v, args, block):
    arity(args, 1, 2)
    name = text(args[0]) if is_str(args[0]) else to_s(args[0])
    cls = class_name(v)
    return any(name in TABLES.get(a, {}) for a in CLASS_ANCESTORS.get(cls, (cls, 'Object')))


@method('Object', 'to_json')
def _to_json(ctx, v, args, block):
    from .rjson import generate
    return MStr(generate(v))


@method('Object', 'to_yaml')
def _to_yaml(ctx, v, args, block):
    from .yaml import to_yaml
    return MStr(to_yaml(v))


@method('Object', 'tap')
def _tap(ctx, v, args, block):
    need_block(block, 'tap')(v)
    return v


@method('Object', 'hash')
def _hash(ctx, v, args, block):
    raise RubyError('NotImplementedError', 'Object#hash values differ between Ruby processes')


# -- nil, true, false ------------------------------------------------------------------

@method('NilClass', 'to_a')
def _nil_to_a(ctx, v, args, block):
    return []


@method('NilClass', 'to_i')
def _nil_to_i(ctx, v, args, block):
    return 0


@method('NilClass', 'to_f')
def _nil_to_f(ctx, v, args, block):
    return 0.0


@method('NilClass', 'to_h')
def _nil_to_h(ctx, v, args, block):
    return {}


@method('Proc', 'call', '()', 'yield', '[]')
def _proc_call(ctx, proc, args, block):
    return proc.value(*args)


@method('NilClass', '&')
@method('FalseClass', '&')
def _false_and(ctx, v, args, block):
    return False


@method('TrueClass', '&')
def _true_and(ctx, v, args, block):
    return truthy(args[0])


@method('NilClass', '|')
@method('FalseClass', '|')
def _false_or(ctx, v, args, block):
    return truthy(args[0])


@method('TrueClass', '|')
def _true_or(ctx, v, args, block):
    return True


# -- Symbol --------------------------------------------------------------------------

@method('Symbol', 'to_sym')
def _sym_to_sym(ctx, v, args, block):
    return v


@method('Symbol', 'to_proc')
def _sym_to_proc(ctx, v, args, block):
    raise RubyError('NotImplementedError', 'Symbol#to_proc is not supported')


@method('Symbol', 'length', 'size')
def _sym_length(ctx, v, args, block):
    return len(v.name)


@method('Symbol', '<=>')
def _sym_cmp(ctx, v, args, block):
    return compare(v, args[0])


def _symbol_case_method(name):
    def fn(ctx, v, args, block):
        return symbol(text(call_method(ctx, MStr(v.name), name, args, block)))
    return fn


for _name in ('upcase', 'downcase', 'capitalize', 'succ'):
    TABLES['Symbol'][_name] = _symbol_case_method(_name)


@method('Symbol', '[]')
def _sym_index(ctx, v, args, block):
    return call_method(ctx, MStr(v.name), '[]', args, block)


# Family tables are filled in by these modules.
@method('Sensitive', 'unwrap')
def sensitive_unwrap(ctx, v, a, b):
    """Puppet's Sensitive#unwrap: the value inside (proxysql's my.cnf.erb reads
    scope.lookupvar('proxysql::admin_password').unwrap)."""
    from .rvalues import from_puppet
    return from_puppet(v.value.value)


from . import numbers, enumerable, arrays, hashes, constants, sets, ipaddr  # noqa: E402,F401
strings.register(method, TABLES)


def _with_index(ctx, enum, args, block):
    offset = args[0] if args else 0
    if block is None:
        return [[item, offset + i] for i, item in enumerate(enumerator_items(enum))]
    counter = [offset]

    def indexed(*items):
        value = items[0] if len(items) == 1 else list(items)
        index = counter[0]
        counter[0] += 1
        return block(value, index)
    return call_method(ctx, enum.source, enum.method, enum.args, indexed)


def _with_object(ctx, enum, args, block):
    memo = args[0]

    def with_memo(*items):
        return block(items[0] if len(items) == 1 else list(items), memo)
    call_method(ctx, enum.source, enum.method, enum.args, with_memo)
    return memo


def _enum_each(ctx, enum, args, block):
    if block is None:
        return enum
    return call_method(ctx, enum.source, enum.method, enum.args, block)


TABLES.setdefault('Enumerator', {}).update({
    'with_index': _with_index,
    'each_with_index': _with_index,
    'with_object': _with_object,
    'each': _enum_each,
    'size': lambda ctx, v, a, b: len(enumerator_items(v)),
    'next': lambda ctx, v, a, b: (enumerator_items(v) or [None])[0],
})
