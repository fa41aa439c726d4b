"""Integer, Float, Range, Regexp and MatchData methods."""
import math

from .errors import RubyError
from .methods import TABLES, arity, compare, need_block
from .rvalues import MStr, MatchData, text, is_str, is_int, is_num, to_s, inspect, class_name


def _coerce_fail(op, a, b):
    if b is None:
        return RubyError('TypeError', "nil can't be coerced into %s" % class_name(a))
    if op in ('<', '>', '<=', '>='):
        return RubyError('ArgumentError', 'comparison of %s with %s failed'
                         % (class_name(a), inspect(b) if is_str(b) else class_name(b)))
    return RubyError('TypeError', "%s can't be coerced into %s" % (class_name(b), class_name(a)))


def _arith(op):
    def fn(ctx, a, args, block):
        arity(args, 1)
        b = args[0]
        if not is_num(b):
            raise _coerce_fail(op, a, b)
        floaty = isinstance(a, float) or isinstance(b, float)
        if op == '+':
            return a + b
        if op == '-':
            return a - b
        if op == '*':
            return a * b
        if op in ('/', '%', 'div', 'modulo'):
            if b == 0 and not floaty:
                raise RubyError('ZeroDivisionError', 'divided by 0')
            if op in ('/', 'div'):
                if floaty and op == '/':
                    if b == 0:
                        return math.copysign(math.inf, a) if a else math.nan
                    return a / b
                return a // b if not floaty else int(math.floor(a / b))     # Float#div is an Integer
            if floaty and b == 0:
                return math.nan
            return math.fmod(a, b) + (b if (math.fmod(a, b) != 0 and (math.fmod(a, b) < 0) != (b < 0)) else 0) \
                if floaty else a % b
        if op == '**':
            if is_int(a) and is_int(b) and b >= 0:
                if b > 10000 and abs(a) > 1:
                    raise RubyError('ArgumentError', 'exponent too large for a template')
                return a ** b
            if is_int(a) and is_int(b):
                from fractions import Fraction
                raise RubyError('NotImplementedError', 'Rational results (%s) are not supported'
                                % Fraction(a) ** b)
            return float(a) ** b
        if op in ('<', '>', '<=', '>='):
            return {'<': a < b, '>': a > b, '<=': a <= b, '>=': a >= b}[op]
        if op == '<=>':
            return (a > b) - (a < b)
        raise AssertionError(op)
    return fn


def _int_bit(op):
    def fn(ctx, a, args, block):
        arity(args, 1)
        b = args[0]
        if not is_int(b):
            raise _coerce_fail(op, a, b)
        if op in ('<<', '>>') and abs(b) > 4096:
            raise RubyError('RangeError', 'shift width too big')
        return {'&': a & b, '|': a | b, '^': a ^ b, '<<': a << b if b >= 0 else a >> -b,
                '>>': a >> b if b >= 0 else a << -b}[op]
    return fn


def _round(ctx, v, args, block):
    arity(args, 0, 1)
    digits = args[0] if args else 0
    if digits < 0 and isinstance(v, float):
        from decimal import Decimal, ROUND_HALF_UP
        if math.isinf(v) or math.isnan(v):
            raise RubyError('FloatDomainError', to_s(v))
        return int(Decimal(repr(v)).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP))
    if digits < 0:
        factor = 10 ** -digits
        whole = v
        q, r = divmod(abs(whole), factor)
        if 2 * r >= factor:
            q += 1
        return (q * factor) * (1 if whole >= 0 else -1)
    if is_int(v):
        return v
    if digits > 0:
        from decimal import Decimal, ROUND_HALF_UP
        return float(Decimal(repr(v)).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP))
    if math.isinf(v) or math.isnan(v):
        raise RubyError('FloatDomainError', to_s(v))
    return int(_round_half_away(v))


def _round_half_away(x):
    return math.floor(x + 0.5) if x >= 0 else -math.floor(-x + 0.5)


def _to_i(ctx, v, args, block):
    if isinstance(v, float):
        if math.isinf(v) or math.isnan(v):
            raise RubyError('FloatDomainError', to_s(v))
        return int(v)
    return v


def _times(ctx, v, args, block):
    need_block(block, 'times')
    for i in range(v):
        block(i)
    return v


def _upto(ctx, v, args, block):
    need_block(block, 'upto')
    for i in range(v, args[0] + 1):
        block(i)
    return v


def _downto(ctx, v, args, block):
    need_block(block, 'downto')
    for i in range(v, args[0] - 1, -1):
        block(i)
    return v


def _step(ctx, v, args, block):
    need_block(block, 'step')
    limit, step = args[0], args[1] if len(args) > 1 else 1
    if step == 0:
        raise RubyError('ArgumentError', "step can't be 0")
    i = v
    while (i <= limit) if step > 0 else (i >= limit):
        block(i)
        i += step
    return v


def _float_to_s(ctx, v, args, block):
    return MStr(to_s(v))


NUMERIC = {
    '+': _arith('+'), '-': _arith('-'), '*': _arith('*'), '/': _arith('/'), '%': _arith('%'),
    'modulo': _arith('%'), 'div': _arith('div'), '**': _arith('**'), '<': _arith('<'),
    '>': _arith('>'), '<=': _arith('<='), '>=': _arith('>='),
    '<=>': lambda ctx, v, a, b: compare(v, a[0]),
    '-@': lambda ctx, v, a, b: -v,
    '+@': lambda ctx, v, a, b: v,
    'abs': lambda ctx, v, a, b: abs(v),
    'to_i': _to_i, 'to_int': _to_i, 'truncate': _to_i,
    'to_f': lambda ctx, v, a, b: float(v),
    'round': _round,
    'floor': lambda ctx, v, a, b: math.floor(v) if not a else _refuse_digits(),
    'ceil': lambda ctx, v, a, b: math.ceil(v) if not a else _refuse_digits(),
    'zero?': lambda ctx, v, a, b: v == 0,
    'positive?': lambda ctx, v, a, b: v > 0,
    'negative?': lambda ctx, v, a, b: v < 0,
    'nonzero?': lambda ctx, v, a, b: None if v == 0 else v,
    'between?': lambda ctx, v, a, b: a[0] <= v <= a[1],
    'clamp': lambda ctx, v, a, b: min(max(v, a[0]), a[1]),
    'integer?': lambda ctx, v, a, b: is_int(v),
    'coerce': lambda ctx, v, a, b: [a[0], v],
    'fdiv': lambda ctx, v, a, b: _arith('/')(ctx, float(v), a, b),
    'divmod': lambda ctx, v, a, b: [_arith('div')(ctx, v, a, b), _arith('%')(ctx, v, a, b)],
}

INTEGER = {
    '&': _int_bit('&'), '|': _int_bit('|'), '^': _int_bit('^'), '<<': _int_bit('<<'), '>>': _int_bit('>>'),
    '~': lambda ctx, v, a, b: ~v,
    'times': _times, 'upto': _upto, 'downto': _downto, 'step': _step,
    'even?': lambda ctx, v, a, b: v % 2 == 0,
    'odd?': lambda ctx, v, a, b: v % 2 == 1,
    'succ': lambda ctx, v, a, b: v + 1, 'next': lambda ctx, v, a, b: v + 1,
    'pred': lambda ctx, v, a, b: v - 1,
    'chr': lambda ctx, v, a, b: MStr(chr(v)),
    'ord': lambda ctx, v, a, b: v,
    'to_s': lambda ctx, v, a, b: MStr(_int_to_s(v, a[0] if a else 10)),
    'inspect': lambda ctx, v, a, b: MStr(str(v)),
    'digits': lambda ctx, v, a, b: [int(d) for d in reversed(str(v))],
    'gcd': lambda ctx, v, a, b: math.gcd(v, a[0]),
}

FLOAT = {
    'nan?': lambda ctx, v, a, b: math.isnan(v),
    'infinite?': lambda ctx, v, a, b: (1 if v > 0 else -1) if math.isinf(v) else None,
    'finite?': lambda ctx, v, a, b: math.isfinite(v),
    'to_s': _float_to_s,
    'inspect': _float_to_s,
}


def _refuse_digits():
    raise RubyError('NotImplementedError', 'floor/ceil with digits are not supported')


def _int_to_s(v, base):
    if base == 10:
        return str(v)
    digits = '0123456789abcdefghijklmnopqrstuvwxyz'
    n, out = abs(v), []
    while True:
        n, r = divmod(n, base)
        out.append(digits[r])
        if not n:
            break
    return ('-' if v < 0 else '') + ''.join(reversed(out))


TABLES.setdefault('Numeric', {}).update(NUMERIC)
TABLES.setdefault('Integer', {}).update(INTEGER)
TABLES.setdefault('Float', {}).update(FLOAT)


# -- Regexp and MatchData -------------------------------------------------------------

def _regexp_match(ctx, v, args, block):
    arity(args, 1, 2)
    if args[0] is None:
        return None
    m = v.compiled.search(text(args[0]) if is_str(args[0]) else to_s(args[0]))
    if ctx is not None:
        ctx.last_match = m
    return None if m is None else MatchData(m)


def _regexp_eqtilde(ctx, v, args, block):
    if args[0] is None:
        return None
    if not is_str(args[0]):
        raise RubyError('TypeError', 'no implicit conversion of %s into String' % class_name(args[0]))
    m = v.compiled.search(text(args[0]))
    if ctx is not None:
        ctx.last_match = m
    return None if m is None else m.start()


TABLES.setdefault('Regexp', {}).update({
    'match': _regexp_match,
    'match?': lambda ctx, v, a, b: a[0] is not None and v.compiled.search(text(a[0])) is not None,
    '=~': _regexp_eqtilde,
    'source': lambda ctx, v, a, b: MStr(v.source),
    'to_s': lambda ctx, v, a, b: MStr(to_s(v)),
})


def _md_index(ctx, v, args, block):
    arity(args, 1)
    key = args[0]
    try:
        group = v.match.group(text(key) if is_str(key) else key.name if hasattr(key, 'name') else key)
    except (IndexError, error_type()):
        if is_int(key):
            return None
        raise RubyError('IndexError', 'undefined group name reference: %s' % to_s(key))
    return None if group is None else MStr(group)


def error_type():
    import re
    return re.error


TABLES.setdefault('MatchData', {}).update({
    '[]': _md_index,
    'captures': lambda ctx, v, a, b: [None if g is None else MStr(g) for g in v.match.groups()],
    'to_a': lambda ctx, v, a, b: [MStr(v.match.group(0))] + [None if g is None else MStr(g) for g in v.match.groups()],
    'pre_match': lambda ctx, v, a, b: MStr(v.match.string[:v.match.start()]),
    'post_match': lambda ctx, v, a, b: MStr(v.match.string[v.match.end():]),
    'to_s': lambda ctx, v, a, b: MStr(v.match.group(0)),
    'named_captures': lambda ctx, v, a, b: {k: (None if g is None else MStr(g)) for k, g in v.match.groupdict().items()},
    'begin': lambda ctx, v, a, b: v.match.start(a[0]),
    'end': lambda ctx, v, a, b: v.match.end(a[0]),
})
