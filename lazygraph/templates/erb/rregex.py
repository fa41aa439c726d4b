"""Ruby regular expressions translated to Python's ``re`` dialect.

Ruby's ^ and $ always match at line boundaries (Python's re.M); Ruby's /m is
Python's DOTALL; \\A \\z \\Z \\h (?<name>) \\k<name> are spelled differently.
Constructs with no translation (\\G, \\R, \\X, \\p{...}, conditionals) raise a
RubyError rather than matching differently.
"""
import re

from .errors import RubyError

_SIMPLE = {'z': r'\Z', 'Z': r'(?=\n?\Z)', 'h': '[0-9a-fA-F]', 'H': '[^0-9a-fA-F]', 'A': r'\A',
           # Ruby's \w \d \s \b are ASCII-only (Python's are Unicode)
           'w': '[a-zA-Z0-9_]', 'W': '[^a-zA-Z0-9_]', 'd': '[0-9]', 'D': '[^0-9]',
           's': '[ \\t\\r\\n\\f\\v]', 'S': '[^ \\t\\r\\n\\f\\v]',
           'b': '(?:(?<=[a-zA-Z0-9_])(?![a-zA-Z0-9_])|(?<![a-zA-Z0-9_])(?=[a-zA-Z0-9_]))',
           'B': '(?:(?<=[a-zA-Z0-9_])(?=[a-zA-Z0-9_])|(?<![a-zA-Z0-9_])(?![a-zA-Z0-9_]))'}
_IN_CLASS = {'w': 'a-zA-Z0-9_', 'd': '0-9', 's': ' \\t\\r\\n\\f\\v', 'h': '0-9a-fA-F'}
_REFUSED = {'G': r'\G', 'R': r'\R', 'X': r'\X', 'p': r'\p{...}', 'P': r'\P{...}', 'K': r'\K', 'g': r'\g<...>'}
_POSIX = {'alpha': 'a-zA-Z', 'digit': '0-9', 'alnum': 'a-zA-Z0-9', 'upper': 'A-Z', 'lower': 'a-z',
          'space': r'\s', 'xdigit': '0-9a-fA-F', 'punct': r'!-/:-@\[-`{-~', 'word': r'\w',
          'blank': r' \t', 'cntrl': r'\x00-\x1f\x7f', 'print': r'\x20-\x7e', 'graph': r'\x21-\x7e'}


def ruby_regex(source, flags=''):
    """The compiled Python pattern (re keeps its own cache of recent patterns)."""
    py_flags = re.M
    if 'i' in flags:
        py_flags |= re.I
    if 'm' in flags:
        py_flags |= re.S
    if 'x' in flags:
        py_flags |= re.X
    try:
        return re.compile(translate(source), py_flags)
    except re.error as exc:
        raise RubyError('RegexpError', '%s: /%s/' % (exc, source)) from None


def translate(source):
    out = []
    i = 0
    in_class = 0
    named = re.search(r'\(\?<[A-Za-z_]', source) is not None
    n = len(source)
    while i < n:
        ch = source[i]
        if ch == '\\' and i + 1 < n:
            nxt = source[i + 1]
            if nxt in _REFUSED:
                raise RubyError('RegexpError', 'the regex escape %s is not supported' % _REFUSED[nxt])
            if in_class and nxt in _IN_CLASS:
                out.append(_IN_CLASS[nxt])
            elif in_class and nxt in 'WDSH':
                raise RubyError('RegexpError', 'the escape \\%s inside a character class is not supported' % nxt)
            elif nxt in _SIMPLE and not in_class:
                out.append(_SIMPLE[nxt])
            elif nxt == 'k' and source[i + 2:i + 3] == '<':
                end = source.index('>', i)
                out.append('(?P=%s)' % source[i + 3:end])
                i = end + 1
                continue
            else:
                out.append(source[i:i + 2])
            i += 2
            continue
        if in_class:
            if source.startswith('[:', i):
                end = source.find(':]', i)
                name = source[i + 2:end] if end > 0 else ''
                negate = name.startswith('^')
                if name.lstrip('^') in _POSIX and not negate:
                    out.append(_POSIX[name])
                    i = end + 2
                    continue
                raise RubyError('RegexpError', 'the POSIX class [:%s:] is not supported' % name)
            if ch == '[':
                raise RubyError('RegexpError', 'nested character classes are not supported')
            if ch == '&' and source.startswith('&&', i):
                raise RubyError('RegexpError', 'character class intersection (&&) is not supported')
            if ch == ']':
                in_class = 0
            out.append(ch)
            i += 1
            continue
        if ch == '[':
            in_class = 1
            out.append(ch)
            i += 1
            if source[i:i + 1] == '^':
                out.append('^')
                i += 1
            if source[i:i + 1] == ']':
                out.append(r'\]')
                i += 1
            continue
        if ch == '(':
            if source.startswith('(?<', i) and source[i + 3:i + 4] not in ('=', '!'):
                out.append('(?P<')
                i += 3
                continue
            if source.startswith('(?#', i):
                end = source.index(')', i)
                i = end + 1
                continue
            if source.startswith('(?', i):
                match = re.match(r'\(\?([mix]*)(?:-([mix]*))?([:)])', source[i:])
                if match:
                    on, off, end = match.group(1), match.group(2) or '', match.group(3)
                    on = on.replace('m', 's')
                    off = off.replace('m', 's')
                    if end == ')':
                        if off or i:
                            raise RubyError('RegexpError', 'inline flag groups (?%s) are only supported at the start' % match.group(1))
                        out.append('(?%s)' % on if on else '')
                    else:
                        out.append('(?%s%s:' % (on, '-' + off if off else ''))
                    i += match.end()
                    continue
                out.append('(?')
                i += 2
                continue
            out.append('(?:' if named else '(')
            i += 1
            continue
        out.append(ch)
        i += 1
    return ''.join(out)
