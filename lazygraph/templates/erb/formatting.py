"""Ruby's format / sprintf / String#% directives."""
from ...patterns import LazyPattern
from .errors import RubyError
from .rvalues import symbol, text, is_str, is_int, is_num, to_s, inspect, class_name


def _strings():
    from . import strings     # strict_integer / strict_float live with the String methods
    return strings


_SPEC = LazyPattern(r'%(?:(%)|<(\w+)>|\{(\w+)\}|(\d+)\$)?([-+ 0#]*)(\d+|\*)?(?:\.(\d+))?([sdifgGeExXobBcpu]?)')


def format_ruby(fmt, args):
    """``fmt`` with Ruby's directives (%s %d %f %x %p %<name>s %{name} %1$s...) over ``args``."""
    out = []
    pos = 0
    index = 0
    for m in _SPEC.finditer(fmt):
        if m.start() < pos:
            continue
        out.append(fmt[pos:m.start()])
        pos = m.end()
        if m.group(1):
            out.append('%')
            pos = m.start() + 2
            continue
        position = m.group(4)
        flags, width, precision, conv = m.group(5), m.group(6), m.group(7), m.group(8)
        if m.group(3):                              # %{name}
            value = _named(args, m.group(3))
            out.append(to_s(value))
            pos = m.end(3) + 1
            continue
        if not conv:
            raise RubyError('ArgumentError', 'malformed format string - %s' % m.group(0))
        if m.group(2):
            value = _named(args, m.group(2))
        elif position:
            if int(position) > len(args) or int(position) < 1:
                raise RubyError('ArgumentError', 'too few arguments')
            value = args[int(position) - 1]
        else:
            if width == '*':
                width = str(args[index])
                index += 1
            if index >= len(args):
                raise RubyError('ArgumentError', 'too few arguments')
            value = args[index]
            index += 1
        out.append(_format_one(value, flags, width, precision, conv))
    out.append(fmt[pos:])
    return ''.join(out)


def _named(args, name):
    if len(args) != 1 or not isinstance(args[0], dict):
        raise RubyError('ArgumentError', 'one hash required')
    key = symbol(name)
    if key not in args[0]:
        raise RubyError('KeyError', 'key<%s> not found' % name)
    return args[0][key]


def _format_one(value, flags, width, precision, conv):
    spec = '%' + flags + (width or '') + ('.' + precision if precision is not None else '')
    if conv in 's':
        return (spec + 's') % to_s(value)
    if conv == 'p':
        return (spec + 's') % inspect(value)
    if conv in 'diu':
        return (spec + 'd') % _to_int(value)
    if conv in 'xXob':
        number = _to_int(value)
        if conv == 'b':
            digits = format(abs(number), 'b')
            if precision is not None:
                digits = digits.rjust(int(precision), '0')
            digits = ('-' if number < 0 else '') + digits
            w = int(width or 0)
            if '-' in flags:
                return digits.ljust(w)
            return digits.rjust(w, '0' if '0' in flags else ' ')
        if number < 0 and conv in 'xXo' and not ('+' in flags or ' ' in flags):
            if width or precision is not None or flags:
                raise RubyError('NotImplementedError', 'negative numbers with %%%s and a width or flags' % conv)
            return _twos_complement(number, conv)
        return (spec + conv) % number
    if conv in 'fgGeE':
        return (spec + conv) % _to_float(value)
    if conv == 'c':
        return (spec + 's') % (chr(value) if is_int(value) else text(value)[:1])
    raise RubyError('ArgumentError', 'malformed format string - %' + conv)


def _twos_complement(number, conv):
    """Ruby's '%x' % -3 == '..fd': two's complement digits after '..'."""
    base = 8 if conv == 'o' else 16
    top = '7' if base == 8 else 'f'
    n = 1
    while True:
        digits = format(base ** n + number, 'o' if base == 8 else 'x')
        if len(digits) == n and digits[0] == top:
            break
        n += 1
    return '..' + (digits.upper() if conv == 'X' else digits)


def _to_int(value):
    if is_int(value):
        return value
    if isinstance(value, float):
        return int(value)          # Ruby's %d truncates a Float toward zero
    if is_str(value):
        return _strings().strict_integer(text(value))
    if value is None:
        raise RubyError('TypeError', "can't convert nil into Integer")
    raise RubyError('TypeError', "can't convert %s into Integer" % class_name(value))


def _to_float(value):
    if is_num(value):
        return float(value)
    if is_str(value):
        return _strings().strict_float(text(value))
    raise RubyError('TypeError', "can't convert %s into Float" % class_name(value))
