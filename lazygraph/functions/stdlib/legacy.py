"""stdlib's deprecated checks (v4-v8): is_* and validate_*. Each warns once as
stdlib's deprecation() does, then checks as the 3.x function did."""
import ipaddress
import re

from ...errors import EvaluationError
from ...values.core import PRegexp, flatten, inspect, is_integer, is_number, ruby_float, to_s
from . import deprecated, stdlib_function

_INTEGER = re.compile(r'\A-?(?:[1-9]\d*|0)\Z')
_NUMERIC = re.compile(r'\A-?(?:[1-9]\d*|0)(?:\.\d+)?(?:[eE]-?\d+)?\Z')
_DOMAIN_LABEL = re.compile(r'\A[a-z0-9]([a-z0-9-]*[a-z0-9])?\Z', re.I)
_MAC = re.compile(r'\A(?:[a-f0-9]{1,2}(?::[a-f0-9]{1,2}){5}|[a-f0-9]{1,2}(?::[a-f0-9]{1,2}){19})\Z',
                  re.I)
_EMAIL = re.compile(r"\A[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}"
                    r"[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\Z")


def _warn(call, compat):
    deprecated(call, call.name, 'This method is deprecated, please use the stdlib '
               'validate_legacy function, with Stdlib::Compat::%s. There is further '
               'documentation for validate_legacy function in the README.' % compat)


def _one(call, args):
    if len(args) != 1:
        raise EvaluationError('%s(): Wrong number of arguments given %d for 1'
                              % (call.name, len(args)), call.span)
    return args[0]


def to_boolean(call, value, name):
    if isinstance(value, bool):
        return value
    if is_number(value):
        return value > 0 if not isinstance(value, float) else int(value) > 0
    if isinstance(value, str):
        if value in ('', 'undef', 'undefined'):
            return False
        if re.match(r'\A(1|t|y|true|yes)\Z', value):
            return True
        if re.match(r'\A(0|f|n|false|no)\Z', value):
            return False
        raise EvaluationError('%s(): Unknown type of boolean given' % name, call.span)
    if value is None:
        return False
    raise EvaluationError('%s(): Requires either a boolean, a number or a string to work with'
                          % name, call.span)


def is_string_value(value):
    if value is None:
        return True
    if not isinstance(value, str):
        return False
    try:
        as_float = ruby_float(float(value)) if re.match(r'\A\s*[-+]?[\d.]', value) else None
    except ValueError:
        as_float = None
    from ..digests import ruby_to_i
    return value != as_float and value != str(ruby_to_i(value))


def is_float_value(value):
    if isinstance(value, float):
        return True
    if not isinstance(value, str):
        return False
    m = re.match(r'\A\s*[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?', value)
    if not m:
        return False
    try:
        return value == ruby_float(float(m.group(0)))
    except ValueError:
        return False


def is_domain(value):
    if not isinstance(value, str) or value == '' or len(value) > 255:
        return False
    domain = value[:-1] if value.endswith('.') else value
    if domain == '' or re.match(r'\A[0-9.]+\Z', domain):
        return domain != '' and not re.match(r'\A\d+(\.\d+)*\Z', domain) or False
    return all(len(label) <= 63 and _DOMAIN_LABEL.match(label) for label in domain.split('.'))


def _ip(value, version=None):
    try:
        address = ipaddress.ip_address(to_s(value))
    except ValueError:
        try:
            address = ipaddress.ip_network(to_s(value), strict=False).network_address
        except ValueError:
            return False
    return version is None or address.version == version


_CHECKS = {
    'is_string': (lambda v: is_string_value(v), 'String'),
    'is_integer': (lambda v: is_integer(v) or (isinstance(v, str) and bool(_INTEGER.match(v))),
                   'Integer'),
    'is_float': (is_float_value, 'Float'),
    'is_numeric': (lambda v: (is_number(v) and not isinstance(v, bool)) or
                   (isinstance(v, str) and bool(_NUMERIC.match(v))), 'Numeric'),
    'is_bool': (lambda v: isinstance(v, bool), 'Bool'),
    'is_array': (lambda v: isinstance(v, list), 'Array'),
    'is_hash': (lambda v: isinstance(v, dict), 'Hash'),
    'is_ip_address': (lambda v: _ip(v), 'Ip_address'),
    'is_ipv4_address': (lambda v: _ip(v, 4), 'Ipv4'),
    'is_ipv6_address': (lambda v: _ip(v, 6), 'Ipv6'),
    'is_mac_address': (lambda v: isinstance(v, str) and bool(_MAC.match(v)), 'Mac'),
    'is_domain_name': (is_domain, 'Domain'),
    'is_email_address': (lambda v: isinstance(v, str) and bool(_EMAIL.match(v)), 'Email'),
    'is_absolute_path': (lambda v: isinstance(v, str) and bool(
        re.match(r'\A(?:/|[a-zA-Z]:[\\/]|\\\\)', v)), 'Absolute_path'),
}


def _register_check(name, check, compat):
    @stdlib_function(name, min_args=1, max_args=1)
    def is_(call, args, block):
        _warn(call, compat)
        return bool(check(_one(call, args)))
    return is_


for _name, (_check, _compat) in _CHECKS.items():
    _register_check(_name, _check, _compat)


@stdlib_function('is_function_available', pure=False, min_args=1, max_args=1)
def is_function_available(call, args, block):
    from .values import function_exists
    return isinstance(args[0], str) and function_exists(call, args[0])


def _ruby_class(value):
    from .collections import _ruby_class as ruby_class
    return ruby_class(value)


def _validate_each(call, args, ok, what, compat):
    _warn(call, compat)
    if not args:
        raise EvaluationError('%s(): wrong number of arguments (0; must be > 0)' % call.name,
                              call.span)
    for arg in args:
        if not ok(arg):
            raise EvaluationError('%s is not %s.  It looks to be a %s'
                                  % (inspect(arg), what, _ruby_class(arg)), call.span)
    return None


@stdlib_function('validate_string', pure=False)
def validate_string(call, args, block):
    return _validate_each(call, args, lambda v: v is None or isinstance(v, str), 'a string',
                          'String')


@stdlib_function('validate_bool', pure=False)
def validate_bool(call, args, block):
    return _validate_each(call, args, lambda v: isinstance(v, bool), 'a boolean', 'Bool')


@stdlib_function('validate_array', pure=False)
def validate_array(call, args, block):
    return _validate_each(call, args, lambda v: isinstance(v, list), 'an Array', 'Array')


@stdlib_function('validate_hash', pure=False)
def validate_hash(call, args, block):
    return _validate_each(call, args, lambda v: isinstance(v, dict), 'a Hash', 'Hash')


@stdlib_function('validate_absolute_path', pure=False)
def validate_absolute_path(call, args, block):
    check = _CHECKS['is_absolute_path'][0]
    return _validate_each(call, flatten(args), check, 'an absolute path', 'Absolute_Path')


def _ip_validator(name, version, compat):
    @stdlib_function(name, pure=False)
    def validate(call, args, block):
        what = {None: 'a valid IP address', 4: 'a valid IPv4 address',
                6: 'a valid IPv6 address'}[version]
        _warn(call, compat)
        for arg in args:
            if not isinstance(arg, str):
                raise EvaluationError('%s is not a string.' % inspect(arg), call.span)
            if not _ip(arg, version):
                raise EvaluationError('%s is not %s.' % (inspect(arg), what), call.span)
        return None
    return validate


_ip_validator('validate_ip_address', None, 'Ip_Address')
_ip_validator('validate_ipv4_address', 4, 'Ipv4')
_ip_validator('validate_ipv6_address', 6, 'Ipv6')


@stdlib_function('validate_domain_name', 'stdlib::validate_domain_name', pure=False)
def validate_domain_name(call, args, block):
    if not args:
        raise EvaluationError('%s(): wrong number of arguments (0; must be > 0)' % call.name,
                              call.span)
    for arg in args:
        if not isinstance(arg, str):
            raise EvaluationError('%s is not a string.' % inspect(arg), call.span)
        if not is_domain(arg):
            raise EvaluationError('%s is not a syntactically correct domain name'
                                  % inspect(arg), call.span)
    return None


@stdlib_function('validate_email_address', 'stdlib::validate_email_address', pure=False)
def validate_email_address(call, args, block):
    if not args:
        raise EvaluationError('%s(): wrong number of arguments (0; must be > 0)' % call.name,
                              call.span)
    for arg in args:
        if not isinstance(arg, str):
            raise EvaluationError('%s is not a string.' % inspect(arg), call.span)
        if not _EMAIL.match(arg):
            raise EvaluationError('%s is not a valid email address' % inspect(arg), call.span)
    return None


@stdlib_function('validate_re', pure=False, min_args=2, max_args=3)
def validate_re(call, args, block):
    _warn(call, 'Re')
    value, patterns = args[0], args[1]
    message = args[2] if len(args) > 2 else 'validate_re(): %s does not match %s' % (
        inspect(value), inspect(patterns))
    if not isinstance(value, str):
        raise EvaluationError('validate_re(): input needs to be a String, not a %s'
                              % _ruby_class(value), call.span)
    regexps = [p if isinstance(p, PRegexp) else PRegexp(to_s(p))
               for p in (patterns if isinstance(patterns, list) else [patterns])]
    if not any(r.compiled.search(value) for r in regexps):
        raise EvaluationError(to_s(message), call.span)
    return None


@stdlib_function('validate_slength', pure=False, min_args=2, max_args=3)
def validate_slength(call, args, block):
    _warn(call, 'String[x]')
    values, max_len = args[0], args[1]
    min_len = args[2] if len(args) > 2 else 0
    try:
        max_len, min_len = int(to_s(max_len)), int(to_s(min_len))
    except ValueError:
        raise EvaluationError('validate_slength(): Expected second argument to be a positive '
                              'Numeric, got %s' % to_s(args[1]), call.span)
    for value in (values if isinstance(values, list) else [values]):
        if not isinstance(value, str):
            raise EvaluationError('validate_slength(): Expected element to be a String, got %s'
                                  % _ruby_class(value), call.span)
        if not (min_len <= len(value) <= max_len):
            raise EvaluationError("validate_slength(): Expected length of %s to be between "
                                  "%d and %d, was %d" % (inspect(value), min_len, max_len,
                                                         len(value)), call.span)
    return None


def _bounded(call, args, parse, what, compat):
    _warn(call, compat)
    values = args[0] if isinstance(args[0], list) else [args[0]]
    bounds = []
    for i in (1, 2):
        bound = args[i] if len(args) > i else None
        if bound in (None, ''):
            bounds.append(None)
            continue
        parsed = parse(bound)
        if parsed is None:
            raise EvaluationError('%s(): Expected %s argument to be unset or %s, got %s'
                                  % (call.name, 'second' if i == 1 else 'third', what,
                                     to_s(bound)), call.span)
        bounds.append(parsed)
    high, low = bounds
    for value in values:
        number = parse(value)
        if number is None:
            raise EvaluationError('%s(): Expected first argument to be %s or Array, got %s'
                                  % (call.name, what, to_s(value)), call.span)
        if high is not None and number > high:
            raise EvaluationError('%s(): Expected %s to be smaller or equal to %s, got %s'
                                  % (call.name, what, to_s(high), to_s(value)), call.span)
        if low is not None and number < low:
            raise EvaluationError('%s(): Expected %s to be greater or equal to %s, got %s'
                                  % (call.name, what, to_s(low), to_s(value)), call.span)
    return None


def _as_int(value):
    if is_integer(value):
        return value
    if isinstance(value, str) and _INTEGER.match(value.strip()):
        return int(value)
    return None


def _as_number(value):
    if is_number(value) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and _NUMERIC.match(value.strip()):
        return float(value)
    return None


@stdlib_function('validate_integer', pure=False, min_args=1, max_args=3)
def validate_integer(call, args, block):
    return _bounded(call, args, _as_int, 'an Integer', 'Integer')


@stdlib_function('validate_numeric', pure=False, min_args=1, max_args=3)
def validate_numeric(call, args, block):
    return _bounded(call, args, _as_number, 'a Numeric', 'Numeric')


@stdlib_function('pry', pure=False)
def pry(call, args, block):
    # As on a Puppet server, where no terminal is attached.
    call.runtime().warn('pry(): cowardly refusing to start the debugger on a daemonized '
                        'server', call.span)
    return None


def _refuse(name):
    @stdlib_function(name, pure=False)
    def refuse(call, args, block):
        raise EvaluationError('%s(): needs the compiling machine (an external program, a '
                              'debugger or shuffled randomness), which lazygraph does not use'
                              % name, call.span)
    refuse.refused = True   # tools/function_coverage.py lists it as refused, not served
    return refuse


for _name in ('validate_cmd', 'validate_augeas', 'validate_x509_rsa_key_pair', 'parsehocon',
              'stdlib::parsehocon', 'shuffle'):
    _refuse(_name)
