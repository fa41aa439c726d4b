"""Ruby's #inspect, as the Ruby Puppet runs on (3.1) writes it: the one
implementation behind ERB's `inspect` and `to_s` of arrays and hashes,
sprintf's %p and join (functions/ruby_values.py), Hiera's interpolation of
arrays and hashes and its --explain values, stdlib's to_toml and the
duplicate-alias messages.

A String is quoted with `"` and `\\` escaped; `#` before `{`, `$` or `@`
becomes `\\#` (it would interpolate); \\a \\b \\t \\n \\v \\f \\r \\e have their
escapes; every other code point Ruby does not print -- control characters,
the line and paragraph separators, and what its Unicode tables leave
unassigned (ruby_unprintable.json, generated from Ruby by
tools/regen_ruby_inspect.py: Python's Unicode version is another) -- is
\\uXXXX, or \\u{XXXXX} above U+FFFF. Everything else, U+0085, format
characters and private use included, is written as it is."""
import bisect
import functools
import json
import os

ESCAPES = {'"': '\\"', '\\': '\\\\', '\n': '\\n', '\t': '\\t', '\r': '\\r', '\x1b': '\\e',
           '\f': '\\f', '\v': '\\v', '\b': '\\b', '\a': '\\a'}
_TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'ruby_unprintable.json')


@functools.lru_cache(maxsize=1)
def _unprintable():
    """(starts, ends) of the code point ranges Ruby escapes, sorted (read once)."""
    with open(_TABLE) as f:
        ranges = json.load(f)
    return [r[0] for r in ranges], [r[1] for r in ranges]


def printable(ch):
    starts, ends = _unprintable()
    code = ord(ch)
    index = bisect.bisect_right(starts, code) - 1
    return index < 0 or code > ends[index]


def inspect_string(text):
    out = ['"']
    for i, ch in enumerate(text):
        if ch in ESCAPES:
            out.append(ESCAPES[ch])
        elif ch == '#' and text[i + 1:i + 2] in ('{', '$', '@'):
            out.append('\\#')
        elif ch < ' ' or (ch > '~' and not printable(ch)):
            code = ord(ch)
            out.append('\\u%04X' % code if code <= 0xFFFF else '\\u{%X}' % code)
        else:
            out.append(ch)
    out.append('"')
    return ''.join(out)


def inspect(value, other):
    """Ruby's inspect of nil, booleans, numbers, strings, arrays and hashes of
    them; other(value) writes any other object (each caller's own kinds: ERB's
    symbols and ranges, a Sensitive...), at any depth."""
    if value is None:
        return 'nil'
    if value is True:
        return 'true'
    if value is False:
        return 'false'
    if isinstance(value, str):
        return inspect_string(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        from .core import ruby_float
        return ruby_float(value)
    if isinstance(value, list):
        return '[%s]' % ', '.join(inspect(v, other) for v in value)
    if isinstance(value, dict):
        return '{%s}' % ', '.join('%s=>%s' % (inspect(k, other), inspect(v, other))
                                  for k, v in value.items())
    return other(value)
