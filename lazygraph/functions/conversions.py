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
        result = to_string(value) if not isinstance(value, PSensitive) else value
    elif isinstance(base, T.PBoolean):
        result = _to_boolean(call, value)
    elif isinstance(base, T.PArray):
        wrap = len(args) > 1 and args[1] is True
        if isinstance(value, list):
            result = value      # wrapping wraps what is not an Array yet
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


_INT_RE = re.compile(r'\A\s*([+-]?)\s*(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)\s*\Z')


_LENIENT_INT_RE = re.compile(r'\A[+-]?\s*(?:\d+|0[xX][0-9A-Fa-f]+|0[bB][01]+)\Z')


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
        text = value.replace('_', '')
        if radix not in (None, DEFAULT):
            if not _LENIENT_INT_RE.match(value):   # new's Convertible type rejects it
                raise EvaluationError("The string '%s' cannot be converted to Integer" % value,
                                      call.span)
            try:
                return int(text, radix)
            except (ValueError, TypeError):
                pass
        else:
            m = _INT_RE.match(text)
            if m:
                sign, digits = m.groups()
                number = int(digits, 0) if not re.match(r'0[0-7]+\Z', digits) else int(digits, 8)
                return -number if sign == '-' else number
        raise EvaluationError("The string '%s' cannot be converted to Integer" % value,
                              call.span)
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
        text = value.strip().replace('_', '')
        try:
            if re.match(r'\A[+-]?0[xX]', text):
                return float(int(text, 16))
            return float(text)
        except ValueError:
            pass
        raise EvaluationError("The string '%s' cannot be converted to Float" % value, call.span)
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
        try:
            return _to_integer(call, value)
        except EvaluationError:
            pass
        try:
            return _to_float(call, value)
        except EvaluationError:
            raise EvaluationError("The string '%s' cannot be converted to Numeric" % value,
                                  call.span)
    raise EvaluationError('Value of type %s cannot be converted to Numeric'
                          % a_type_name(value).split()[-1], call.span)


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
