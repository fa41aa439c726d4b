"""stdlib: choosing and converting values (pick, bool2str, str2bool, any2array,
is_a, type_of, fact, validate_legacy, to_bytes, clamp, convert_base, time...)."""
import re
import time as time_module

from ...errors import EvaluationError
from ...values import types as T
from ...values.core import DEFAULT, a_type_name, flatten, inspect, is_integer, is_number, to_s
from ..registry import fail_type
from . import deprecated, stdlib_function


def _empty(value):
    return value is None or value == '' or value is DEFAULT


@stdlib_function('pick')
def pick(call, args, block):
    for value in args:
        if not _empty(value):
            return value
    raise EvaluationError('pick(): must receive at least one non empty value', call.span)


@stdlib_function('pick_default')
def pick_default(call, args, block):
    if not args:
        raise EvaluationError('Must receive at least one argument.', call.span)
    for value in args:
        if not _empty(value):
            return value
    return args[-1]


@stdlib_function('bool2str', min_args=1, max_args=3)
def bool2str(call, args, block):
    if len(args) == 2:
        raise EvaluationError('bool2str(): wrong number of arguments (2; must be 1 or 3)',
                              call.span)
    value = args[0]
    if not isinstance(value, bool):
        raise EvaluationError('bool2str(): Requires a boolean to work with', call.span)
    if len(args) == 3:
        if not (isinstance(args[1], str) and isinstance(args[2], str)):
            raise EvaluationError('bool2str(): Requires strings to convert to', call.span)
        return args[1] if value else args[2]
    return 'true' if value else 'false'


def str_to_bool(call, value):
    if isinstance(value, bool):
        return value
    if not isinstance(value, str):
        raise EvaluationError('str2bool(): Requires string to work with', call.span)
    if value in ('', 'undef', 'undefined'):
        return False
    if re.match(r'\A(1|t|y|true|yes)\Z', value, re.I):
        return True
    if re.match(r'\A(0|f|n|false|no)\Z', value, re.I):
        return False
    raise EvaluationError('str2bool(): Unknown type of boolean given', call.span)


@stdlib_function('str2bool', min_args=1, max_args=1)
def str2bool(call, args, block):
    return str_to_bool(call, args[0])


@stdlib_function('bool2num', min_args=1, max_args=1)
def bool2num(call, args, block):
    from .legacy import to_boolean
    return 1 if to_boolean(call, args[0], 'bool2num') else 0


@stdlib_function('num2bool', min_args=1, max_args=1)
def num2bool(call, args, block):
    value = args[0]
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        try:
            value = float(value)
        except ValueError:
            raise EvaluationError('num2bool(): Unable to parse argument: %s' % value, call.span)
    if not is_number(value):
        raise EvaluationError('num2bool(): Unable to parse argument: %s' % to_s(value),
                              call.span)
    return int(value) > 0


@stdlib_function('any2array')
def any2array(call, args, block):
    if not args:
        return []
    if len(args) > 1:
        return list(args)
    value = args[0]
    if value is None or value == '':
        return []
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        out = []
        for k, v in value.items():
            out.extend([k, v])
        return out
    return [value]


@stdlib_function('any2bool', min_args=1, max_args=1)
def any2bool(call, args, block):
    value = args[0]
    if isinstance(value, bool):
        return value
    if value is None:
        return False
    if isinstance(value, str):
        if value in ('', 'undef', 'undefined'):
            return False
        if re.match(r'\A(1|t|y|true|yes)\Z', value):
            return True
        return False
    if is_number(value):
        return value > 0
    return True


@stdlib_function('is_a', 'stdlib::is_a', min_args=2, max_args=2)
def is_a(call, args, block):
    value, expected = args
    if not isinstance(expected, T.PType):
        fail_type(call, 'is_a', 2, 'a Type value', expected)
    return expected.instance(value)


@stdlib_function('type_of', 'stdlib::type_of', min_args=1, max_args=2)
def type_of(call, args, block):
    from ..conversions import type_
    if call.name == 'type_of':
        deprecated(call, 'type_of', "type_of: This function is deprecated, please use "
                   "stdlib::type_of instead.")
    return type_(call, args, block)


@stdlib_function('type3x', 'type', min_args=1, max_args=1)
def type3x(call, args, block):
    value = args[0]
    if isinstance(value, bool):
        return 'boolean'
    if is_integer(value):
        return 'integer'
    if isinstance(value, float):
        return 'float'
    if isinstance(value, list):
        return 'array'
    if isinstance(value, dict):
        return 'hash'
    return 'string'


@stdlib_function('fact', pure=False, min_args=1, max_args=1)   # facts may be unknown
def fact(call, args, block):
    name = args[0]
    if not isinstance(name, str):
        fail_type(call, 'fact', 1, 'a String value', name)
    facts = call.runtime().facts
    # Dots navigate, except inside a fact name that itself contains dots.
    value = facts
    for segment in re.findall(r'(?:[^.\\]|\\.)+', name) if '.' in name else [name]:
        if isinstance(value, list) and re.match(r'\A\d+\Z', segment):
            index = int(segment)
            value = value[index] if index < len(value) else None
        elif isinstance(value, dict):
            value = value.get(segment)
        else:
            return None
        if value is None:
            return None
    return value


@stdlib_function('validate_legacy', min_args=3)
def validate_legacy(call, args, block):
    expected, value = args[0], args[2]   # args[1]: the legacy validator, never called
    if isinstance(expected, str):
        expected = call.runtime().resolve_type_name(expected, call)
    if not isinstance(expected, T.PType):
        fail_type(call, 'validate_legacy', 1, 'a Type value', expected)
    if not expected.instance(value):
        actual = T.generalize(T.infer(value))
        raise EvaluationError('validate_legacy(%s, ...) expects %s value, got %s' % (
            expected, _a(expected), str(actual).split('[')[0]), call.span)
    return None


def _a(t):
    text = str(t)
    return ('an ' if text[:1] in 'AEIOU' else 'a ') + text


_UNITS = {'': 0, 'k': 10, 'M': 20, 'G': 30, 'T': 40, 'P': 50, 'E': 60}


@stdlib_function('to_bytes', min_args=1, max_args=1)
def to_bytes(call, args, block):
    value = args[0]
    if is_number(value) and not isinstance(value, bool):
        return value
    number, prefix = re.match(r'([0-9.e+-]*)\s*([^bB]?)', to_s(value)).groups()
    if prefix not in _UNITS:
        raise EvaluationError('to_bytes(): Unknown prefix %s' % prefix, call.span)
    m = re.match(r'[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?', number)   # Ruby's String#to_f
    return int(float(m.group(0)) * (1 << _UNITS[prefix])) if m else 0


@stdlib_function('clamp')
def clamp(call, args, block):
    values = flatten(args)
    if len(values) != 3:
        raise EvaluationError('clamp(): Wrong number of arguments, need three to clamp',
                              call.span)
    numbers = []
    for v in values:
        if isinstance(v, str) and re.match(r'\A-?\d+\Z', v):
            numbers.append(int(v))
        elif is_integer(v):
            numbers.append(v)
        else:
            raise EvaluationError('clamp(): Required explicit numeric (%s:%s)' % (
                to_s(v), type(v).__name__), call.span)
    return sorted(numbers)[1]


@stdlib_function('convert_base', min_args=2, max_args=2)
def convert_base(call, args, block):
    number, base = args
    for position, value in ((1, number), (2, base)):
        if not (is_integer(value) or isinstance(value, str)):
            raise EvaluationError('convert_base(): the %s argument must be an integer or a '
                                  'string corresponding to an integer in base 10'
                                  % ('first' if position == 1 else 'second'), call.span)
    if isinstance(number, str):
        if not re.match(r'\A\d+\Z', number):
            raise EvaluationError('convert_base(): the first argument must be an integer or a '
                                  'string corresponding to an integer in base 10', call.span)
        number = int(number)
    if isinstance(base, str):
        if not re.match(r'\A\d+\Z', base):
            raise EvaluationError('convert_base(): the second argument must be an integer or a '
                                  'string corresponding to an integer in base 10', call.span)
        base = int(base)
    if not (2 <= base <= 36):
        raise EvaluationError('convert_base(): base must be at least 2 and must not be '
                              'greater than 36', call.span)
    digits = '0123456789abcdefghijklmnopqrstuvwxyz'
    if number == 0:
        return '0'
    out = ''
    n = abs(number)
    while n:
        n, r = divmod(n, base)
        out = digits[r] + out
    return ('-' if number < 0 else '') + out


@stdlib_function('time', pure=False)
def time_(call, args, block):
    return int(time_module.time())


@stdlib_function('length', min_args=1, max_args=1)
def length(call, args, block):
    value = args[0]
    if isinstance(value, (str, list, dict)):
        return len(value)
    fail_type(call, 'length', 1, 'a Variant[String, Array, Hash] value', value)


@stdlib_function('deprecation', 'stdlib::deprecation', pure=False, min_args=2, max_args=3)
def deprecation(call, args, block):
    deprecated(call, inspect(args[0]), to_s(args[1]))
    return None


@stdlib_function('stdlib::has_function', 'has_function', 'is_function_available',
                 pure=False, min_args=1, max_args=1)
def has_function(call, args, block):
    name = args[0]
    if not isinstance(name, str):
        fail_type(call, call.name, 1, 'a String value', name)
    return function_exists(call, name)


def function_exists(call, name):
    """Is there such a function, even one in Ruby lazygraph cannot run?"""
    from ..ruby import _ruby_files
    try:
        call.runtime().function(name, call)
    except EvaluationError:
        return bool(_ruby_files(call.runtime(), name.lower().lstrip(':')))
    return True


@stdlib_function('sprintf_hash', min_args=2, max_args=2)
def sprintf_hash(call, args, block):
    template, values = args
    if not isinstance(template, str):
        fail_type(call, 'sprintf_hash', 1, 'a String value', template)
    if not isinstance(values, dict):
        fail_type(call, 'sprintf_hash', 2, 'a Hash value', values)
    from ..strings import sprintf

    def one(match):
        name, spec = match.group(1), match.group(2)
        if name not in values:
            raise EvaluationError('sprintf_hash(): key<%s> not found' % name, call.span)
        return sprintf(call, ['%' + spec, values[name]], None)
    return re.sub(r'%<(\w+)>([-+ 0#]*\d*(?:\.\d+)?[a-zA-Z])', one, template)


def inspect_value(value):
    return inspect(value)


def type_label(value):
    return a_type_name(value)


@stdlib_function('stdlib::time', pure=False, max_args=1)
def stdlib_time(call, args, block):
    deprecated(call, 'time', "The stdlib `time` function is deprecated. Please direcly use "
               "native Puppet functionality instead. eg. `Integer(Timestamp().strftime('%s'))`")
    return int(time_module.time())


@stdlib_function('stdlib::rewrap_sensitive_data', min_args=1, max_args=1, block='optional')
def rewrap_sensitive_data(call, args, block):
    """stdlib 9.7: every Sensitive in the data unwrapped (hash keys too), the block
    run on the result, and the whole wrapped again if any Sensitive was found."""
    from ...values.core import PSensitive
    found = []

    def unwrap(value):
        if isinstance(value, dict):
            out = {}
            for key, item in value.items():
                if isinstance(key, PSensitive):
                    found.append(True)
                    key = key.value
                out[key] = unwrap(item)
            return out
        if isinstance(value, list):
            return [unwrap(item) for item in value]
        if isinstance(value, PSensitive):
            found.append(True)
            return unwrap(value.value)
        return value

    result = unwrap(args[0])
    if block is not None:
        result = block(result)
    return PSensitive(result) if found else result
