"""String functions: split, join, sprintf, regsubst, case changes, strip, chomp, versioncmp."""
import re

from ..errors import EvaluationError
from ..values import types as T
from ..values.core import PRegexp, a_type_name, flatten, inspect, is_integer, is_number, to_s
from .registry import function
from .ruby_values import ruby_inspect, ruby_to_s


def _str_arg(call, value, position=1):
    if not isinstance(value, str):
        raise EvaluationError("'%s' parameter %d expects a String value, got %s" % (
            call.name, position, 'Undef' if value is None else a_type_name(value).split()[-1]),
            call.span)
    return value


def _map_strings(call, value, fn):
    """Puppet 6+ case functions work on strings and, recursively, arrays and hashes."""
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, list):
        return [_map_strings(call, v, fn) for v in value]
    if isinstance(value, dict):
        return {_map_strings(call, k, fn): _map_strings(call, v, fn) for k, v in value.items()}
    if is_number(value) or isinstance(value, bool):
        return value
    raise EvaluationError("'%s' expects a String, Array or Hash, got %s"
                          % (call.name, a_type_name(value)), call.span)


_STRINGS_OR_NUMBERS = T.PIterable(T.PVariant([T.PString(), T.PNumeric()]))


def _each_string(call, value, fn):
    """capitalize, camelcase, the strips, chomp and chop also take an Iterator of
    Strings and Numerics (Puppet's Iterable[Variant[String, Numeric]]): Ruby's
    map over it, a fresh pass."""
    if not getattr(value, 'puppet_iterator', False):
        return _map_strings(call, value, fn)
    if not _STRINGS_OR_NUMBERS.instance(value):
        raise EvaluationError("'%s' parameter 'arg' expects a value of type Numeric, String, "
                              "or Iterable[Variant[String, Numeric]], got %s"
                              % (call.name, a_type_name(value).split()[-1]), call.span)
    return [fn(item) if isinstance(item, str) else item for item in value.fresh('map')]


@function('upcase', min_args=1, max_args=1)
def upcase(call, args, block):
    return _map_strings(call, args[0], str.upper)


@function('downcase', min_args=1, max_args=1)
def downcase(call, args, block):
    return _map_strings(call, args[0], str.lower)


@function('capitalize', min_args=1, max_args=1)
def capitalize(call, args, block):
    return _each_string(call, args[0], lambda s: s[:1].upper() + s[1:].lower())


@function('camelcase', min_args=1, max_args=1)
def camelcase(call, args, block):
    return _each_string(call, args[0], lambda s: ''.join(
        w[:1].upper() + w[1:].lower() for w in s.split('_')))


def _ruby_strip(text, left=True, right=True):
    chars = ' \t\n\v\f\r\0'
    if left:
        text = text.lstrip(chars)
    if right:
        text = text.rstrip(chars)
    return text


@function('strip', min_args=1, max_args=1)
def strip(call, args, block):
    return _each_string(call, args[0], _ruby_strip)


@function('lstrip', min_args=1, max_args=1)
def lstrip(call, args, block):
    return _each_string(call, args[0], lambda s: _ruby_strip(s, right=False))


@function('rstrip', min_args=1, max_args=1)
def rstrip(call, args, block):
    return _each_string(call, args[0], lambda s: _ruby_strip(s, left=False))


def _chomp(s):
    if s.endswith('\r\n'):
        return s[:-2]
    if s.endswith('\n') or s.endswith('\r'):
        return s[:-1]
    return s


@function('chomp', min_args=1, max_args=1)
def chomp(call, args, block):
    return _each_string(call, args[0], _chomp)


@function('chop', min_args=1, max_args=1)
def chop(call, args, block):
    return _each_string(call, args[0], lambda s: s[:-2] if s.endswith('\r\n') else s[:-1])


@function('split', min_args=2, max_args=2)
def split(call, args, block):
    """Ruby's String#split: a String pattern is a regex, trailing empty fields go."""
    text = _str_arg(call, args[0])
    pattern = args[1]
    if isinstance(pattern, PRegexp):
        regex = pattern.compiled
    elif isinstance(pattern, str):
        regex = PRegexp(pattern).compiled
    elif hasattr(pattern, 'regexp') and pattern.regexp is not None:
        regex = pattern.regexp.compiled
    else:
        raise EvaluationError("'split' parameter 2 expects a String or Regexp", call.span)
    if text == '':
        return []
    if regex.pattern == '':
        return list(text)
    parts = []
    pos = 0
    for m in regex.finditer(text):
        if m.end() == m.start():
            if m.start() == 0 or m.start() >= len(text):
                continue
        parts.append(text[pos:m.start()])
        parts.extend(g for g in m.groups() if g is not None)
        pos = m.end()
    parts.append(text[pos:])
    while parts and parts[-1] == '':
        parts.pop()
    return parts


@function('join', min_args=1, max_args=2)
def join(call, args, block):
    items = args[0]
    if not isinstance(items, list):
        raise EvaluationError("'join' parameter 1 expects an Array value, got %s"
                              % a_type_name(items), call.span)
    sep = args[1] if len(args) > 1 else ''
    # Ruby's Array#join: nested arrays joined too, each element's Ruby to_s
    return _str_arg(call, sep, 2).join(ruby_to_s(v, call) for v in flatten(items))


@function('length', min_args=1, max_args=1)
def length(call, args, block):
    value = args[0]
    if isinstance(value, (str, list, dict)):
        return len(value)
    raise EvaluationError("'%s' expects a String, Array or Hash, got %s" % (
        call.name, 'Undef' if value is None else a_type_name(value)), call.span)


function('size', min_args=1, max_args=1)(length)


@function('regsubst', min_args=3, max_args=5)
def regsubst(call, args, block):
    target, pattern, replacement = args[0], args[1], args[2]
    flags = args[3] if len(args) > 3 and args[3] is not None else ''
    if isinstance(pattern, PRegexp):
        source = pattern.source
    elif isinstance(pattern, str):
        source = pattern
    else:
        raise EvaluationError("'regsubst' parameter 2 expects a String or Regexp", call.span)
    re_flags = 0
    if 'I' in flags:
        re_flags |= re.I
    if 'E' in flags:
        re_flags |= re.X
    if 'M' in flags:
        re_flags |= re.S
    try:
        regex = re.compile(PRegexp(source).compiled.pattern, re.M | re_flags)
    except re.error as exc:
        raise EvaluationError('invalid regular expression %r: %s' % (source, exc), call.span)
    count = 0 if 'G' in flags else 1
    if not isinstance(replacement, str):
        raise EvaluationError("'regsubst' parameter 3 expects a String", call.span)

    def substitute(text):
        return regex.sub(lambda m: _ruby_replacement(replacement, m), text, count=count)

    if isinstance(target, list):
        return [substitute(_str_arg(call, t)) for t in target]
    return substitute(_str_arg(call, target))


def _ruby_replacement(template, match):
    out = []
    i = 0
    while i < len(template):
        ch = template[i]
        if ch == '\\' and i + 1 < len(template):
            nxt = template[i + 1]
            if nxt.isdigit():
                group = int(nxt)
                if group <= (match.re.groups or 0):
                    out.append(match.group(group) or '')
                i += 2
                continue
            if nxt == '&':
                out.append(match.group(0))
                i += 2
                continue
            if nxt == '\\':
                out.append('\\')
                i += 2
                continue
        out.append(ch)
        i += 1
    return ''.join(out)


_SPEC = re.compile(r'%(?:(?P<pos>[1-9]\d*)\$)?(?:<(?P<name>\w+)>)?(?P<flags>[-+ 0#]*)'
                   r'(?P<width>\*|\d+)?'
                   r'(?:\.(?P<prec>\d+))?(?P<conv>[diouxXeEfgGsbBcp%])|%\{(?P<brace>\w+)\}')


@function('sprintf', min_args=1)
def sprintf(call, args, block):
    """Ruby's Kernel#format for the conversions manifests use."""
    fmt = _str_arg(call, args[0])
    values = list(args[1:])
    named = values[0] if len(values) == 1 and isinstance(values[0], dict) else None
    position = [0]

    def take():
        if position[0] >= len(values):
            raise EvaluationError('sprintf: too few arguments', call.span)
        value = values[position[0]]
        position[0] += 1
        return value

    def convert(m):
        if m.group('brace'):
            return ruby_to_s(named.get(m.group('brace')), call, api3=True) \
                if named is not None else ''
        conv = m.group('conv')
        if conv == '%':
            return '%'
        if m.group('pos'):          # %1$s: the argument by its number
            index = int(m.group('pos')) - 1
            if index >= len(values):
                raise EvaluationError('sprintf: too few arguments', call.span)
            value = values[index]
        else:
            value = named.get(m.group('name')) if m.group('name') and named is not None \
                else (None if m.group('name') else take())
        flags, width, prec = m.group('flags'), m.group('width'), m.group('prec')
        if width == '*':
            width = str(value)
            value = take()
        spec = '%' + flags + (width or '') + ('.' + prec if prec is not None else '')
        if conv in 'diu':
            return (spec + 'd') % _to_int(call, value)
        if conv in 'oxXbB':
            return _ruby_radix(_to_int(call, value), conv, flags, width, prec)
        if conv in 'eEfgG':
            return (spec + conv) % _to_float(call, value)
        if conv == 'c':
            if is_integer(value) and not (0 <= value < 0xD800 or 0xE000 <= value <= 0x10FFFF):
                raise EvaluationError('invalid character', call.span)  # also a surrogate
            if isinstance(value, str) and len(value) != 1:
                raise EvaluationError('%c requires a character', call.span)
            return (spec + 's') % (chr(value) if is_integer(value) else to_s(value)[:1])
        if conv == 'p':
            return (spec + 's') % ruby_inspect(value, call, api3=True)
        return (spec + 's') % ruby_to_s(value, call, api3=True)

    def checked(m):
        try:
            return convert(m)
        except (ValueError, OverflowError) as exc:      # Python's % says what Ruby says
            raise EvaluationError(str(exc), call.span) from None     # ('width too big')
    return _SPEC.sub(checked, fmt)


_RADIX = {'x': (16, '0x'), 'X': (16, '0X'), 'o': (8, '0'), 'b': (2, '0b'), 'B': (2, '0B')}


def _digits(number, base, upper):
    text = format(number, {16: 'x', 8: 'o', 2: 'b'}[base])
    return text.upper() if upper else text


def _ruby_radix(number, conv, flags, width, prec):
    """Ruby's %x %o %b: a negative number without a + or space flag is shown as
    its two's complement ('%x' % -255 is '..f01'); # prefixes 0x, 0 (octal), 0b."""
    base, prefix = _RADIX[conv]
    upper = conv in 'XB'
    sign = ''
    if number < 0 and not ('+' in flags or ' ' in flags):
        size = len(_digits(-number, base, upper)) + 1
        top = _digits(base - 1, base, upper)
        digits = '..' + top + _digits(base ** size + number, base, upper).lstrip(top)
    else:
        sign = '-' if number < 0 else '+' if '+' in flags else ' ' if ' ' in flags else ''
        digits = _digits(abs(number), base, upper)
        if prec is not None:
            digits = digits.rjust(int(prec), '0')
    head = sign + (prefix if '#' in flags and number != 0 else '')
    size = int(width or 0)
    if '-' in flags:
        return (head + digits).ljust(size)
    if '0' in flags and prec is None and not digits.startswith('..'):
        return head + digits.rjust(size - len(head), '0')
    return (head + digits).rjust(size)


def _to_int(call, value):
    if isinstance(value, bool) or value is None:
        raise EvaluationError('sprintf: %s cannot be formatted as a number' % inspect(value),
                              call.span)
    if is_integer(value):
        return value
    if isinstance(value, float):
        return int(value)       # toward zero, as Ruby's %d: -3.99 is -3
    if isinstance(value, str):
        try:
            return int(value, 0)
        except ValueError:
            pass
    raise EvaluationError('sprintf: invalid value for Integer(): %s' % inspect(value), call.span)


def _to_float(call, value):
    if is_number(value):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value)
        except ValueError:
            pass
    raise EvaluationError('sprintf: invalid value for Float(): %s' % inspect(value), call.span)


@function('versioncmp', min_args=2, max_args=3)
def versioncmp(call, args, block):
    a, b = _str_arg(call, args[0], 1), _str_arg(call, args[1], 2)
    return version_compare(a, b)


def version_compare(version_a, version_b):
    """Puppet::Util::Package.versioncmp, token by token."""
    token = re.compile(r'[-.]|\d+|[^-.\d]+')
    ax, bx = token.findall(version_a), token.findall(version_b)
    while ax and bx:
        a, b = ax.pop(0), bx.pop(0)
        if a == b:
            continue
        if a == '-' and b == '-':
            continue
        if a == '-':
            return -1
        if b == '-':
            return 1
        if a == '.' and b == '.':
            continue
        if a == '.':
            return -1
        if b == '.':
            return 1
        if a.isdigit() and b.isdigit():
            if a.startswith('0') or b.startswith('0'):
                return _cmp(a.upper(), b.upper())
            return _cmp(int(a), int(b))
        return _cmp(a.upper(), b.upper())
    return _cmp(version_a, version_b)


def _cmp(a, b):
    return (a > b) - (a < b)
