"""Ruby's to_yaml (Psych + libyaml) for the data templates dump.

Psych chooses a scalar style (plain, 'single', "double", | literal) with the
rules of Psych::Visitors::YAMLTree#visit_String and libyaml's emitter; the
common cases are reproduced here and checked against Ruby by the conformance
cases.  Strings whose output libyaml would fold or escape in ways not
reproduced (long lines with spaces, control characters, odd block scalars)
raise NotImplementedError instead of printing something different.
"""
import re

from .errors import RubyError
from .rvalues import Symbol, text, is_str, to_s

_BOOLISH = re.compile(r'\A(?:(?i:yes|true|on|no|false|off)|null|Null|NULL)\Z')
_INT = re.compile(r'\A[-+]?(0|[1-9][0-9_,]*|0[0-7_,]+|0b[01_,]+|0x[0-9a-fA-F_,]+)\Z')
_FLOAT = re.compile(r'\A[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?\Z')
_SEXAGESIMAL = re.compile(r'\A[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?\Z')
_DATE = re.compile(r'\A\d{4}-\d{1,2}-\d{1,2}')
_CONTROL = re.compile(r'[\x00-\x08\x0b-\x1f\x7f\r\t]')


def to_yaml(value):
    if value is None:
        return '---\n'
    if isinstance(value, (list, dict)) and value:
        return '---\n' + ''.join(line + '\n' for line in _block(value, 0))
    return '--- %s\n' % _inline(value, 0)


def _refuse(what):
    raise RubyError('NotImplementedError', 'to_yaml of %s is not supported' % what)


def _scalar(value, indent):
    if value is None:
        return ''
    if value is True:
        return 'true'
    if value is False:
        return 'false'
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if value != value:
            return '.nan'
        if value in (float('inf'), float('-inf')):
            return '.inf' if value > 0 else '-.inf'
        return to_s(value)
    if isinstance(value, Symbol):
        name = value.name
        if re.fullmatch(r'[A-Za-z_]\w*', name):
            return ':' + name
        _refuse('this symbol')
    if is_str(value):
        return _string(text(value), indent)
    _refuse('a %s' % type(value).__name__)


def _string(s, indent):
    if _CONTROL.search(s.replace('\t', ' ') if '\n' in s else s) and '\n' not in s:
        _refuse('strings with control characters')
    if re.search(r'\n(?!\n?\Z)', s):
        return _literal(s, indent)
    if '\n' in s:
        _refuse('strings ending in a newline')
    if s == '<<':
        _refuse("'<<'")
    if s in ('y', 'n'):
        return '"%s"' % s
    if len(s) > 70 and ' ' in s:
        _refuse('long strings with spaces (libyaml folds them)')
    if re.match(r'[^\w][^"]*\Z', s):
        return _double(s)
    if s == '' or _BOOLISH.match(s) or _INT.match(s) or _FLOAT.match(s) or _SEXAGESIMAL.match(s) \
            or _DATE.match(s) or re.match(r'\A0[0-7]*[89]', s):
        return _single(s)
    if _plain_allowed(s):
        return s
    return _single(s)


def _plain_allowed(s):
    if s[0] in '-?:,[]{}#&*!|>\'"%@`' or s[-1] in ' :' or s[0] == ' ':
        return False
    if ': ' in s or ' #' in s:
        return False
    return True


def _single(s):
    return "'%s'" % s.replace("'", "''")


def _double(s):
    if '\\' in s or '"' in s:
        _refuse('strings with backslashes or quotes in double-quoted style')
    return '"%s"' % s


def _literal(s, indent):
    if s.startswith((' ', '\t')) or '\r' in s or re.search(r'[ \t]\n|[ \t]\Z', s) or s.endswith('\n\n'):
        _refuse('this multi-line string')
    head = '|' if s.endswith('\n') else '|-'
    pad = ' ' * (indent + 2)
    body = s[:-1] if s.endswith('\n') else s
    return head + ''.join('\n' + (pad + line if line else '') for line in body.split('\n'))


def _key(key):
    if is_str(key) or isinstance(key, (int, Symbol)) and not isinstance(key, bool):
        out = _scalar(key, 0)
        if out.startswith('|'):
            _refuse('multi-line keys')
        return out
    _refuse('keys of this type')


def _inline(value, indent):
    if isinstance(value, list):
        return '[]' if not value else None
    if isinstance(value, dict):
        return '{}' if not value else None
    return _scalar(value, indent)


def _block(value, indent):
    """Lines (without the base indentation of `indent`) for a non-empty list or hash."""
    pad = ' ' * indent
    lines = []
    if isinstance(value, list):
        for item in value:
            if isinstance(item, (list, dict)) and item:
                inner = _block(item, indent + 2)
                first = inner[0][indent + 2:]
                lines.append(pad + '- ' + first)
                lines.extend(inner[1:])
            else:
                scalar = _inline(item, indent)
                lines.append(pad + ('- ' + scalar if scalar else '-'))
        return lines
    for key, item in value.items():
        k = _key(key)
        if isinstance(item, dict) and item:
            lines.append(pad + k + ':')
            lines.extend(_block(item, indent + 2))
        elif isinstance(item, list) and item:
            lines.append(pad + k + ':')
            lines.extend(_block(item, indent))
        else:
            scalar = _inline(item, indent)
            lines.append(pad + k + ':' + (' ' + scalar if scalar else ''))
    return lines
