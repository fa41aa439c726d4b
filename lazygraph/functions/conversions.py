"""Types and conversions: new (Integer('1'), String(x), ...), type, assert_type, match."""
import re

from ..errors import EvaluationError
from ..values import types as T
from ..values.core import (DEFAULT, PRegexp, PSensitive, a_type_name, inspect, is_integer,
                           is_number, to_string)
from ..values.timestamp import PTimestampType
from .registry import function


@function('type', min_args=1, max_args=2)
def type_(call, args, block):
    mode = args[1] if len(args) > 1 else 'detailed'
    if mode == 'detailed':
        return T.infer(args[0])
    if mode == 'reduced':
        return T.infer_reduced(args[0])
    if mode == 'generalized':
        return T.generalize(T.infer_reduced(args[0]))
    raise EvaluationError("'type' parameter 2 expects 'detailed', 'reduced' or "
                          "'generalized', got %s" % inspect(mode), call.span)


@function('assert_type', min_args=2, max_args=2, block='optional')
def assert_type(call, args, block):
    expected, value = args
    if isinstance(expected, str):
        expected = call.runtime().resolve_type_name(expected, call)
    if not isinstance(expected, T.PType):
        raise EvaluationError("'assert_type' parameter 1 expects a Type, got %s"
                              % a_type_name(expected), call.span)
    if expected.instance(value):
        return value
    actual = T.generalize(T.infer(value))
    if block is not None:
        return block(expected, actual)
    raise EvaluationError('assert_type(): expects %s value, got %s' % (
        _a(expected), str(actual).split('[')[0]), call.span)


def _a(t):
    text = str(t)
    return ('an ' if text[:1] in 'AEIOU' else 'a ') + text


@function('match', min_args=2, max_args=2)
def match(call, args, block):
    target, pattern = args
    if isinstance(pattern, str):
        pattern = PRegexp(pattern)
    elif isinstance(pattern, T.PPattern):
        pattern = pattern.regexps[0] if pattern.regexps else PRegexp('')
    elif isinstance(pattern, T.PRegexpType) and pattern.regexp is not None:
        pattern = pattern.regexp
    if not isinstance(pattern, PRegexp):
        raise EvaluationError("'match' parameter 2 expects a String, Regexp or Pattern",
                              call.span)

    def one(text):
        if not isinstance(text, str):
            raise EvaluationError("'match' expects a String or an Array of Strings", call.span)
        m = pattern.compiled.search(text)
        return None if m is None else [m.group(0)] + list(m.groups())

    if isinstance(target, list):
        return [one(t) for t in target]
    return one(target)


@function('new', min_args=1, block='optional')
def new(call, args, block):
    target, rest = args[0], list(args[1:])
    if not isinstance(target, T.PType):
        raise EvaluationError("'new' expects a Type, got %s" % a_type_name(target), call.span)
    construct = getattr(target, 'construct', None)   # ARM-7 types: the lambda details
    if construct is not None:                         # the object being made
        return construct(call, rest, block)
    value = convert(call, target, rest)
    if block is not None:
        return block(value)
    return value


def convert(call, target, args):
    base = target
    if isinstance(base, T.PTypeAlias):
        base = base.target
    if isinstance(base, T.POptional) and base.type is not None:
        if not args or args[0] is None:
            return None
        base = base.type
    if not args:
        if isinstance(base, PTimestampType):     # Timestamp(): now
            return base.new_instance(call, args)
        raise EvaluationError('%s.new expects a value to convert' % target, call.span)
    value = args[0]
    if isinstance(base, T.PFloat):
        result = _to_float(call, value)
    elif isinstance(base, T.PInteger):
        result = _to_integer(call, value, args[1] if len(args) > 1 else None)
    elif isinstance(base, T.PNumeric):
        result = _to_numeric(call, value)
    elif isinstance(base, T.PString):
        if len(args) > 1 and args[1] is not DEFAULT:
            result = _formatted_string(call, value, args[1])
        else:
            result = to_string(value) if not isinstance(value, PSensitive) else value
    elif isinstance(base, T.PBoolean):
        result = _to_boolean(call, value)
    elif isinstance(base, (T.PArray, T.PTuple)):
        wrap = len(args) > 1 and args[1] is True
        if isinstance(value, list):
            result = value      # wrapping wraps what is not an Array yet
        elif getattr(value, 'puppet_iterator', False) and not wrap:
            result = value.to_list()
        elif isinstance(value, (T.PInteger, T.PEnum)) and not wrap and \
                value.iteration_items() is not None:
            result = list(value.iteration_items())      # Array(Integer[1, 3]): [1, 2, 3]
        elif isinstance(value, dict) and not wrap:
            result = [[k, v] for k, v in value.items()]
        elif isinstance(value, str) and not wrap:
            result = list(value)
        elif is_integer(value) and value >= 0 and not wrap:
            result = list(range(value))   # an Integer is Iterable: Array(3) == [0, 1, 2]
        else:
            result = [value]
    elif isinstance(base, T.PHash):
        if isinstance(value, dict):
            result = value
        elif isinstance(value, list):
            if all(isinstance(x, list) and len(x) == 2 for x in value):
                result = {k: v for k, v in value}
            elif len(value) % 2 == 0:
                result = {value[i]: value[i + 1] for i in range(0, len(value), 2)}
            else:
                raise EvaluationError('Hash.new: an Array with an odd number of elements '
                                      'cannot be converted', call.span)
        else:
            raise EvaluationError('Hash.new cannot convert %s' % a_type_name(value), call.span)
    elif isinstance(base, T.PIterable):
        result = value          # Iterable(x) is x, when x is Iterable (checked below)
    elif isinstance(base, T.PSensitiveType):
        result = PSensitive(value)
    elif isinstance(base, T.PRegexpType):
        result = value if isinstance(value, PRegexp) else PRegexp(to_string(value))
    elif isinstance(base, T.PTypeType):
        result = call.runtime().resolve_type_name(value, call) if isinstance(value, str) else value
    elif hasattr(base, 'new_instance'):   # types that construct their own values
        result = base.new_instance(call, args)
    else:
        raise EvaluationError('Creation of new instance of type %s is not supported' % target,
                              call.span)
    if not target.instance(result):
        raise EvaluationError('Converted value %s does not match %s' % (inspect(result), target),
                              call.span)
    return result


# Puppet's Convertible patterns (types.rb): what Integer.new, Float.new and
# Numeric.new take from a string before Ruby converts it. No underscores, no
# trailing space; a sign may be followed by blanks. ASCII \s and \d, as Ruby's.
_SIGN = r'\A[+-]?\s*'
_FLOAT_DEC = r'(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE]-?\d+)?'
_HEX, _OCT, _BIN = r'0[xX][0-9A-Fa-f]+', r'0[0-7]+', r'0[bB][01]+'
_LENIENT_INT_RE = re.compile(_SIGN + r'(?:\d+|%s|%s)\Z' % (_HEX, _BIN), re.ASCII)
_FLOAT_RE = re.compile(_SIGN + r'(?:%s|%s|%s|%s)\Z' % (_FLOAT_DEC, _HEX, _OCT, _BIN), re.ASCII)
# Utils.to_n, which Numeric.new uses for what is not 0x/0b
_NUMERIC_RE = re.compile(r'\A[ \t]*([-+]?)[ \t]*((0[xX][0-9A-Fa-f]+)|(0?\d+)((?:\.\d+)?'
                         r'(?:[eE]-?\d+)?))[ \t]*\Z', re.ASCII)
_SIGN_BLANKS = re.compile(r'\A([+-])[ \t]+(.*)\Z', re.DOTALL)


def _ruby_integer(text):
    """Kernel#Integer on a string the pattern let through: leading whitespace,
    a sign, 0x/0b/0 (octal) prefixes; None where Ruby raises."""
    m = re.match(r'\s*([+-]?)(0[xX][0-9A-Fa-f]+|0[bB][01]+|0[0-7]*|[1-9]\d*)\Z', text, re.ASCII)
    if not m:
        return None
    sign, digits = m.groups()
    if digits[1:2] in ('x', 'X', 'b', 'B'):
        number = int(digits[2:], 16 if digits[1] in 'xX' else 2)
    else:
        number = int(digits, 8 if digits.startswith('0') else 10)
    return -number if sign == '-' else number


def _ruby_float(text):
    """Kernel#Float on a string the pattern let through (hex included, 017 is
    decimal, beyond Float is Infinity); None where Ruby raises."""
    m = re.match(r'\s*([+-]?)(?:(%s)|(%s|%s))\Z' % (_HEX, _FLOAT_DEC, _OCT), text, re.ASCII)
    if not m:
        return None
    sign, hexa, decimal = m.groups()
    number = float(int(hexa[2:], 16)) if hexa else float(decimal)
    return -number if sign == '-' else number


def _retry_without_blanks(text, convert):
    """Puppet retries '- 12' as '-12' when Ruby refuses it (blanks only)."""
    value = convert(text)
    if value is None:
        m = _SIGN_BLANKS.match(text)
        if m:
            value = convert(m.group(1) + m.group(2))
    return value


def _to_integer(call, value, radix=None):
    if getattr(value, 'time_data', False):
        return value.to_i()
    if isinstance(value, bool):
        return 1 if value else 0
    if is_integer(value):
        return value
    if isinstance(value, float):
        return int(value)
    if isinstance(value, str):
        if not _LENIENT_INT_RE.match(value):   # new's Convertible type rejects it
            raise EvaluationError("The string '%s' cannot be converted to Integer" % value,
                                  call.span)
        if radix not in (None, DEFAULT):
            try:
                return int(value.replace(' ', '').replace('\t', ''), radix)
            except (ValueError, TypeError):
                pass
        else:
            number = _retry_without_blanks(value, _ruby_integer)
            if number is not None:
                return number
        raise EvaluationError('invalid value for Integer(): "%s"' % value, call.span)
    raise EvaluationError('Value of type %s cannot be converted to Integer'
                          % a_type_name(value).split()[-1], call.span)


def _to_float(call, value):
    if getattr(value, 'time_data', False):
        return value.to_f()
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if is_number(value):
        return float(value)
    if isinstance(value, str):
        if not _FLOAT_RE.match(value):
            raise EvaluationError("The string '%s' cannot be converted to Float" % value,
                                  call.span)
        if value == '0':    # Puppet's test of the second character fails on nil
            raise EvaluationError("undefined method `casecmp' for nil:NilClass", call.span)
        if value[:2] in ('0b', '0B'):          # a binary through Integer(), unsigned only
            return float(int(value[2:], 2))
        number = _retry_without_blanks(value, _ruby_float)
        if number is None:
            raise EvaluationError('invalid value for Float(): "%s"' % value, call.span)
        return number
    raise EvaluationError('Value of type %s cannot be converted to Float'
                          % a_type_name(value).split()[-1], call.span)


def _to_numeric(call, value):
    if getattr(value, 'time_data', False):
        return value.to_f()
    if isinstance(value, bool):
        return 1 if value else 0
    if is_number(value):
        return value
    if isinstance(value, str):
        if not _FLOAT_RE.match(value):
            raise EvaluationError("The string '%s' cannot be converted to Numeric" % value,
                                  call.span)
        if value[:2].lower() in ('0b', '0x'):
            return int(value[2:], 2 if value[1] in 'bB' else 16)
        number = _utils_to_n(value)
        if number is None:      # Puppet's to_n gives nil: the result is not a Numeric
            raise EvaluationError('Converted value from Numeric.new() has wrong type, '
                                  'expects a Numeric value, got Undef', call.span)
        return number
    raise EvaluationError('Value of type %s cannot be converted to Numeric'
                          % a_type_name(value).split()[-1], call.span)


def _utils_to_n(text):
    """Puppet::Pops::Utils.to_n: None where it answers nil (no match, an invalid
    octal, 0 times a power of ten, beyond Float)."""
    m = _NUMERIC_RE.match(text)
    if not m:
        return None
    sign, number, _hex, whole, fraction = m.groups()
    if fraction:
        if int(whole) == 0 and re.match(r'\.?0*[eE]', fraction):
            return None
        result = float(number)
        if result == float('inf'):
            return None
    else:
        result = _ruby_integer(number)
        if result is None:
            return None
    return -result if sign == '-' else result


# Puppet's StringConverter format: one directive, nothing around it
_STRING_FORMAT = re.compile(r'%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])\Z')


def _formatted_string(call, value, fmt):
    """String.new(value, format) for an Integer or a Float, as Puppet's
    StringConverter formats them (through Kernel#format); other values and
    format hashes are refused rather than printed unformatted."""
    from .strings import sprintf
    from ..values.core import ruby_float
    if not isinstance(fmt, str) or not is_number(value):
        raise EvaluationError('String.new of %s with a format %s is not supported by lazygraph '
                              '(only an Integer or a Float with a format string)'
                              % (a_type_name(value), inspect(fmt)), call.span)
    m = _STRING_FORMAT.match(fmt)
    if m is None:
        raise EvaluationError("The format '%s' is not a valid format on the form "
                              "'%%<flags><width>.<prec><format>'" % fmt, call.span)
    conv, alt = m.group(4), '#' in m.group(1)
    kind = 'Integer' if is_integer(value) else 'Float'
    if conv in 'dxXobB':
        return sprintf(call, [fmt, int(value)], None)
    if conv in 'eEfgG' or (conv == 'p' and kind == 'Float'):
        return sprintf(call, [fmt, float(value)], None)
    if conv == 'p':
        return sprintf(call, [fmt, value], None)
    if conv == 's':
        text = '%d' % value if kind == 'Integer' else ruby_float(value)
        return sprintf(call, [fmt.replace('#', ''), '"%s"' % text if alt else text], None)
    if conv == 'c' and kind == 'Integer':
        char = sprintf(call, ['%c', value], None)
        return sprintf(call, [fmt.replace('c', 's').replace('#', ''),
                              '"%s"' % char if alt else char], None)
    raise EvaluationError("Illegal format '%s' specified for value of %s type - expected one of "
                          "the characters '%s'" % (conv, kind, 'dxXobBeEfgGaAspc'
                                                   if kind == 'Integer' else 'dxXobBeEfgGaAsp'),
                          call.span)


_TRUE = ('true', 'yes', 'y')
_FALSE = ('false', 'no', 'n')


def _to_boolean(call, value):
    if isinstance(value, bool):
        return value
    if is_number(value):
        return value != 0
    if isinstance(value, str):
        lower = value.lower()
        if lower in _TRUE:
            return True
        if lower in _FALSE or lower == '':
            return False
    raise EvaluationError("The string '%s' cannot be converted to Boolean" % value
                          if isinstance(value, str) else
                          'Value of type %s cannot be converted to Boolean' % a_type_name(value),
                          call.span)
