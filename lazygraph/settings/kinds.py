"""How Puppet 7 turns a setting's text into its value, by the setting's kind
(Puppet::Settings::*Setting#munge): "true" becomes true for a boolean,
"30m" 1800 for a duration, "a, b" ['a', 'b'] for an array. A value that does not
fit raises SettingError with Puppet's message."""
import os
import re

from ..patterns import LazyPattern

UNITS = {'y': 365 * 24 * 60 * 60, 'd': 24 * 60 * 60, 'h': 60 * 60, 'm': 60, 's': 1}
DURATION = LazyPattern(r'(\d+)([ydhms])?\Z')
PRIORITIES = {'high': -10, 'normal': 0, 'low': 10, 'idle': 19}


class SettingError(ValueError):
    """A value Puppet rejects for its setting."""


def _boolean(name, value, _):
    if value in (True, 'true'):
        return True
    if value in (False, 'false'):
        return False
    raise SettingError("Invalid value '%s' for boolean parameter: %s" % (_text(value), name))


def _integer(name, value, _):
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    try:
        return _ruby_integer(str(value))
    except ValueError:
        raise SettingError("Cannot convert '%s' to an integer for parameter: %s"
                           % (_text(value), name)) from None


def _port(name, value, setting):
    port = _integer(name, value, setting)
    if not 0 <= port <= 65535:
        raise SettingError("Value '%s' is not a valid port number for parameter: %s"
                           % (port, name))
    return port


def _duration(name, value, _):
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    return _seconds(name, value, "Invalid duration format '%s' for parameter: %s")


def _seconds(name, value, error):
    """The seconds of a duration such as '30m' or '2h'; else the SettingError
    ``error`` (a format of the value and the setting's name)."""
    match = DURATION.match(value) if isinstance(value, str) else None
    if match is None:
        raise SettingError(error % (_text(value), name))
    return int(match.group(1)) * UNITS[match.group(2) or 's']


def _ttl(name, value, _):
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if value < 0:
            raise SettingError("Invalid negative 'time to live' %s - did you mean "
                               "'unlimited'?" % value)
        return value
    if value == 'unlimited':
        return float('inf')
    return _seconds(name, value, "Invalid 'time to live' format '%s' for parameter: %s")


def _priority(name, value, _):
    if not value:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and re.search(r'\d+', value):
        return int(re.match(r'\s*[-+]?\d*', value).group(0) or 0)   # Ruby's to_i
    if isinstance(value, str) and value in PRIORITIES:
        return PRIORITIES[value]
    raise SettingError("Invalid priority format '%s' for parameter: %s" % (_text(value), name))


def _array(name, value, _):
    if isinstance(value, str):
        return _split_commas(value)
    if isinstance(value, (list, tuple)):
        return list(value)
    raise SettingError('Expected an Array or String, got a %s' % _ruby_class(value))


def _pairs(name, value, setting):
    """server_list and http_extra_headers: 'a:1,b' -> [['a', '1'], ['b']]."""
    if isinstance(value, dict) and setting['kind'] == 'http_extra_headers':
        return value
    return [item.split(':') if isinstance(item, str) else list(item)
            for item in _array(name, value, setting)]


def _enum(name, value, setting):
    if value in setting['values']:
        return value
    raise SettingError("Invalid value '%s' for parameter %s. Allowed values are '%s'"
                       % (_text(value), name, "', '".join(setting['values'])))


def _terminus(name, value, _):
    if value in ('', None):
        return None
    if isinstance(value, str):
        return value
    raise SettingError('Invalid terminus setting: %s' % _text(value))


def _autosign(name, value, _):
    if value in ('true', True):
        return True
    if value in ('false', False, None):
        return False
    if isinstance(value, str) and value.startswith('/'):
        return value
    raise SettingError("Invalid autosign value %s: must be 'true'/'false' or an absolute "
                       "path" % _text(value))


def _revocation(name, value, _):
    if value in ('chain', 'true', True):
        return 'chain'
    if value == 'leaf':
        return 'leaf'
    if value in ('false', False, None):
        return False
    raise SettingError("Invalid certificate revocation value %s: must be one of 'true', "
                       "'chain', 'leaf', or 'false'" % _text(value))


def _file(name, value, _):
    # File.expand_path: relative to the working directory, ~ expanded.
    return _expand(value) if isinstance(value, str) else value


def _path(name, value, _):
    if isinstance(value, str):
        return ':'.join(_expand(entry) for entry in value.split(':'))
    return value


def _string(name, value, _):
    return value


MUNGE = {
    'boolean': _boolean, 'integer': _integer, 'port': _port, 'duration': _duration,
    'ttl': _ttl, 'priority': _priority, 'array': _array, 'server_list': _pairs,
    'http_extra_headers': _pairs, 'enum': _enum, 'symbolic_enum': _enum,
    'terminus': _terminus, 'autosign': _autosign, 'certificate_revocation': _revocation,
    'file': _file, 'directory': _file, 'file_or_directory': _file, 'path': _path,
    'string': _string,
}


def munge(setting, value):
    """The value of ``setting`` (a row of puppet_settings.json) given as ``value``."""
    return MUNGE[setting['kind']](setting['name'], value, setting)


def _disabled_warnings(value):
    invalid = [v for v in _array('disable_warnings', value, None)
               if v not in ('deprecations', 'undefined_variables', 'undefined_resources')]
    if invalid:
        raise SettingError("Cannot disable unrecognized warning types '%s'. Valid values are "
                           "'deprecations, undefined_variables, undefined_resources'."
                           % ','.join(invalid))


def _lower_case_certname(value):
    if isinstance(value, str) and value != value.lower():
        raise SettingError('Certificate names must be lower case')


def _proxy_password(value):
    if isinstance(value, str) and re.search(r'[@!# /]', value):
        raise SettingError('Passwords set in the http_proxy_password setting must be valid as '
                           'part of a URL, and any reserved characters must be URL-encoded. '
                           'We received: %s' % value)


# Puppet's hooks that refuse a value its kind accepts.
HOOK_CHECKS = {'disable_warnings': _disabled_warnings, 'certname': _lower_case_certname,
               'http_proxy_password': _proxy_password}


def check_hook(name, value):
    check = HOOK_CHECKS.get(name)
    if check is not None:
        check(value)


def from_text(text):
    """A value as puppet.conf gives it (Puppet::Settings::ValueTranslator): true and
    false in any case are booleans; one leading and one trailing quote go."""
    if re.fullmatch('true', text, re.I):
        return True
    if re.fullmatch('false', text, re.I):
        return False
    return re.sub(r'\s+\Z', '', re.sub(r'\A["\']|["\']\Z', '', text))


def _ruby_integer(text):
    """Ruby's Integer(text): 0x, 0b, 0o and a leading 0 (octal) prefixes, _ between
    digits, surrounding blanks."""
    text = text.strip()
    if re.fullmatch(r'[-+]?0[0-7_]+', text):
        return int(text.replace('_', ''), 8)
    if '__' in text or text.endswith('_'):
        raise ValueError(text)
    return int(text, 0)


def _split_commas(text):
    # Ruby's split drops trailing empty fields.
    parts = re.split(r'\s*,\s*', text)
    while parts and parts[-1] == '':
        parts.pop()
    return parts


def _expand(path):
    if path == ':memory:':
        return path
    return os.path.abspath(os.path.expanduser(path)) if path else os.getcwd()


def _text(value):
    if value is True or value is False:
        return str(value).lower()
    return str(value)


def _ruby_class(value):
    return {bool: 'TrueClass', int: 'Integer', float: 'Float', dict: 'Hash'}.get(
        type(value), type(value).__name__)
