"""Ruby's JSON.generate / JSON.pretty_generate / to_json for template data."""
import math

from .errors import RubyError
from .rvalues import Symbol, text, is_str, is_int, to_s

_ESCAPES = {'"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f'}


def generate(value, pretty=False, space_before=''):
    out = []
    _emit(value, out, pretty, space_before, 0)
    return ''.join(out)


def _string(s):
    return '"%s"' % ''.join(_ESCAPES.get(ch) or ('\\u%04x' % ord(ch) if ord(ch) < 0x20 else ch) for ch in s)


def _emit(value, out, pretty, space_before, depth):
    if value is None:
        out.append('null')
    elif value is True or value is False:
        out.append('true' if value else 'false')
    elif is_int(value):
        out.append(str(value))
    elif isinstance(value, float):
        if math.isnan(value) or math.isinf(value):
            raise RubyError('JSON::GeneratorError', '%s not allowed in JSON' % to_s(value))
        out.append(to_s(value))
    elif is_str(value):
        out.append(_string(text(value)))
    elif isinstance(value, Symbol):
        out.append(_string(value.name))
    elif isinstance(value, list):
        if not value:
            # Ruby's json 2.6 writes an empty array as '[' + 2 newlines + indent + ']'
            out.append('[\n\n%s]' % ('  ' * depth) if pretty else '[]')
            return
        out.append('[')
        for i, item in enumerate(value):
            if i:
                out.append(',')
            if pretty:
                out.append('\n' + '  ' * (depth + 1))
            _emit(item, out, pretty, space_before, depth + 1)
        out.append(('\n' + '  ' * depth) if pretty else '')
        out.append(']')
    elif isinstance(value, dict):
        if not value:
            out.append('{\n%s}' % ('  ' * depth) if pretty else '{}')
            return
        out.append('{')
        for i, (key, item) in enumerate(value.items()):
            if i:
                out.append(',')
            if pretty:
                out.append('\n' + '  ' * (depth + 1))
            out.append(_string(text(key) if is_str(key) else to_s(key)))
            out.append(space_before + (': ' if pretty else ':'))
            _emit(item, out, pretty, space_before, depth + 1)
        out.append(('\n' + '  ' * depth) if pretty else '')
        out.append('}')
    else:
        out.append(_string(to_s(value)))
