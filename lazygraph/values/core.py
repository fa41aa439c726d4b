"""Puppet values as Python values, and the conversions Puppet 7 applies to them.

    Puppet     Python
    Integer    int (64-bit range checked by arithmetic)
    Float      float
    String     str
    Boolean    bool
    Undef      None
    Default    DEFAULT
    Array      list (never mutated once built)
    Hash       dict (insertion ordered, never mutated once built)
    Regexp     PRegexp
    types      lazygraph.values.types.PType (resource references included)

``to_s`` is string interpolation's conversion, ``to_string`` is ``String()``'s:
Puppet 7 formats the two differently (nested strings quoted or not, floats
with ``%f`` or Ruby's ``Float#to_s``), as the expression conformance cases pin.
"""
import functools
import math
import re
from ..errors import EvaluationError
from ..patterns import LazyPattern

INT_MIN = -2 ** 63
INT_MAX = 2 ** 63 - 1


class _Default:
    __slots__ = ()

    def __repr__(self):
        return 'DEFAULT'

    def __reduce__(self):
        return (_default, ())


def _default():
    return DEFAULT


DEFAULT = object.__new__(_Default)


class PRegexp:
    """A Puppet (Ruby) regular expression, compiled to Python's dialect."""
    __slots__ = ('source', 'compiled')

    def __init__(self, source):
        self.source = source
        self.compiled = compile_ruby_regex(source)

    def __eq__(self, other):
        return isinstance(other, PRegexp) and other.source == self.source

    def __hash__(self):
        return hash(('regexp', self.source))

    def __repr__(self):
        return '/%s/' % self.source


class PSensitive:
    __slots__ = ('value',)

    def __init__(self, value):
        self.value = value

    def __repr__(self):
        return 'Sensitive [value redacted]'


@functools.lru_cache(maxsize=1024)
def compile_ruby_regex(source):
    """Translate the common Ruby-only regex syntax, then compile with Python's re.
    Memoised as re.compile memoises (a pure function, an immutable pattern; an
    error is raised again each time): a module's types and conditionals name the
    same regexes many times, and the translation walks each one by character."""
    text = source
    if re.search(r'\(\?<[A-Za-z_]', text):
        # With named groups, Ruby's plain (...) groups do not capture.
        text = _plain_groups_non_capturing(text)
    text = re.sub(r'\(\?<([A-Za-z_]\w*)>', r'(?P<\1>', text)
    text = text.replace(r'\h', '[0-9a-fA-F]')
    # Ruby's \Z allows a final newline, \z does not; Python's \Z is Ruby's \z.
    text = re.sub(r'(?<!\\)\\Z', r'(?=\\n?\\Z)', text)
    text = re.sub(r'(?<!\\)\\z', r'\\Z', text)
    flags = re.M   # Ruby's ^ and $ always match at line boundaries
    # Ruby (?m) is Python's DOTALL.
    text = re.sub(r'\(\?([imx]*)m([imx]*)\)', lambda m: '(?%s%ss)' % (m.group(1), m.group(2)), text)
    text = _ruby_escapes(text)
    text = _posix_brackets(text)
    try:
        return re.compile(text, flags)
    except (re.error, OverflowError, RecursionError) as exc:
        # Located by the node that evaluates the pattern (Puppet: the same).
        raise EvaluationError('invalid regular expression /%s/: %s' % (source, exc)) from None


# Ruby's \w, \d and \s are ASCII (Python's are Unicode; Ruby's \b and POSIX
# classes are Unicode in both): as ranges, inside a bracket or alone. The
# negated forms inside a bracket are the complements' ranges.
_ASCII_ESCAPES = {
    'w': 'a-zA-Z0-9_', 'd': '0-9', 's': ' \\t\\n\\x0b\\f\\r',
    'W': '\\x00-/:-@\\[-^`{-\\U0010ffff', 'D': '\\x00-/:-\\U0010ffff',
    'S': '\\x00-\\x08\\x0e-\\x1f!-\\U0010ffff',
}
# \p{Name} for the names Ruby shares with its POSIX classes (Python's re has no \p),
# compiled when a first regex has one
_PROPERTY = LazyPattern(r'\\([pP])\{(\^?)([A-Za-z]+)\}')


def _ruby_escapes(text):
    r"""\w \d \s (and negations) as Ruby's ASCII ranges; \k<name> and \R as
    Python writes them; \p{Alpha} and the like as POSIX bracket classes."""
    if '\\' not in text:
        return text
    out, depth, i = [], 0, 0
    while i < len(text):
        char = text[i]
        if char == '\\' and i + 1 < len(text):
            code = text[i + 1]
            if code in _ASCII_ESCAPES:
                ranges = _ASCII_ESCAPES[code]
                out.append(ranges if depth else '[%s]' % ranges)
                i += 2
                continue
            prop = _PROPERTY.match(text, i) if code in 'pP' else None
            if prop is not None and prop.group(3).lower() in POSIX_CLASSES:
                negated = (prop.group(1) == 'P') != (prop.group(2) == '^')
                posix = '[:%s%s:]' % ('^' if negated else '', prop.group(3).lower())
                out.append(posix if depth else '[%s]' % posix)
                i = prop.end()
                continue
            name = re.match(r'\\k<([A-Za-z_]\w*)>', text[i:])
            if name is not None and not depth:
                out.append('(?P=%s)' % name.group(1))
                i += name.end()
                continue
            if code == 'R' and not depth:
                out.append('(?:\\r\\n|[\\n\\x0b\\f\\r\\x85\\u2028\\u2029])')
                i += 2
                continue
            out.append(text[i:i + 2])
            i += 2
            continue
        if char == '[':
            if depth == 0 or not text.startswith('[:', i):
                depth += 1
                out.append(char)
                i += 1
                # a ']' first in a bracket (after any ^) is a character
                if text.startswith('^', i):
                    out.append('^')
                    i += 1
                if text.startswith(']', i):
                    out.append(']')
                    i += 1
                continue
            close = text.find(':]', i + 2)     # [:alpha:] inside a bracket
            if close > 0:
                out.append(text[i:close + 2])
                i = close + 2
                continue
        elif char == ']' and depth:
            depth -= 1
        out.append(char)
        i += 1
    return ''.join(out)


@functools.lru_cache(maxsize=None)
def _case_class(test):
    """A bracket of the Basic Multilingual Plane's characters passing ``test``
    (Python's re has no \\p{Lu}/\\p{Ll}); built on first use, not at import."""
    ranges, start = [], None
    for code in range(0x10000):
        if test(chr(code)):
            if start is None:
                start = code
        elif start is not None:
            ranges.append('\\u%04x-\\u%04x' % (start, code - 1))
            start = None
    return '[%s]' % ''.join(ranges)


# Ruby's POSIX bracket classes as Python patterns (Python's re has none), Unicode-
# aware as Ruby's are on UTF-8 text.
POSIX_CLASSES = {
    'alpha': r'[^\W\d_]', 'alnum': r'[^\W_]', 'digit': r'\d', 'space': r'\s',
    'word': r'\w', 'upper': str.isupper, 'lower': str.islower,
    'blank': r'[ \t]',
    'xdigit': '[0-9A-Fa-f]', 'punct': r'[!-/:-@\[-`{-~]', 'cntrl': r'[\x00-\x1f\x7f]',
    'print': r'[^\x00-\x1f\x7f]', 'graph': r'[^\s\x00-\x1f\x7f]',
}


def _posix_brackets(text):
    """Bracket expressions holding [:name:] classes or nested sets, as
    alternations: a class such as [^\\W\\d_] cannot sit inside another bracket
    in Python."""
    if '[:' not in text and text.count('[') < 2:
        return text
    out = []
    i = 0
    while i < len(text):
        char = text[i]
        if char == '\\':
            out.append(text[i:i + 2])
            i += 2
        elif char == '[':
            end, replacement = _bracket(text, i)
            out.append(replacement if replacement is not None else text[i:end])
            i = end
        else:
            out.append(char)
            i += 1
    return ''.join(out)


def _bracket(text, start):
    """(end, Python text or None when no POSIX class is inside) of [...] at start."""
    j = start + 1
    negated = text.startswith('^', j)
    j += negated
    classes, rest, first = [], [], True
    while j < len(text):
        if text.startswith('[:', j) and text.find(':]', j + 2) > 0:
            close = text.find(':]', j + 2)
            name = text[j + 2:close]
            inverted = name.startswith('^')
            pattern = POSIX_CLASSES.get(name.lstrip('^'))
            if callable(pattern):
                pattern = _case_class(pattern)
            if pattern is None:
                raise EvaluationError('invalid regular expression: unknown POSIX bracket '
                                      '[:%s:]' % name)
            classes.append('(?:(?!%s)[\\s\\S])' % pattern if inverted else pattern)
            j = close + 2
        elif text[j] == '[':
            # A nested set is a union in Ruby (Onigmo): [a[bc]] is [abc].
            end, nested = _bracket(text, j)
            classes.append(nested if nested is not None else text[j:end])
            j = end
        elif text[j] == '\\':
            rest.append(text[j:j + 2])
            j += 2
        elif text[j] == ']' and not first:
            if not classes:
                return j + 1, None
            alternatives = classes + (['[%s]' % ''.join(rest)] if rest else [])
            joined = '|'.join(alternatives)
            return j + 1, ('(?:(?!%s)[\\s\\S])' % joined if negated else '(?:%s)' % joined)
        else:
            rest.append(text[j])
            j += 1
        first = False
    return len(text), None       # unterminated: re reports it


def _plain_groups_non_capturing(text):
    out = []
    i = 0
    in_class = False
    while i < len(text):
        ch = text[i]
        if ch == '\\':
            out.append(text[i:i + 2])
            i += 2
            continue
        if in_class:
            in_class = ch != ']'
        elif ch == '[':
            in_class = True
        elif ch == '(' and text[i + 1:i + 2] != '?':
            out.append('(?:')
            i += 1
            continue
        out.append(ch)
        i += 1
    return ''.join(out)


def flatten(values):
    """Nested lists of values as one list, in order (Puppet's Array#flatten)."""
    out = []
    stack = [iter(values)]
    while stack:
        for value in stack[-1]:
            if isinstance(value, list):
                stack.append(iter(value))
                break
            out.append(value)
        else:
            stack.pop()
    return out


# -- truthiness, type names --------------------------------------------------

def truthy(value):
    return value is not None and value is not False


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def is_integer(value):
    return isinstance(value, int) and not isinstance(value, bool)


def type_name(value):
    """The short name Puppet uses in error messages ("a String", "an Integer")."""
    from .types import PType
    if value is None:
        return 'Undef'
    if value is DEFAULT:
        return 'Default'
    if isinstance(value, bool):
        return 'Boolean'
    if isinstance(value, int):
        return 'Integer'
    if isinstance(value, float):
        return 'Float'
    if isinstance(value, str):
        return 'String'
    if isinstance(value, list):
        return 'Array'
    if isinstance(value, dict):
        return 'Hash'
    if isinstance(value, PRegexp):
        return 'Regexp'
    if isinstance(value, PSensitive):
        return 'Sensitive'
    if isinstance(value, PType):
        return value.kind_name()
    if getattr(value, 'time_data', False):
        return value.kind
    if getattr(value, 'puppet_iterator', False):
        return value.message_type_name()      # Iterator[Integer]: generalized
    own = getattr(value, 'puppet_type', None)     # an ARM-7 object: its type's name
    if own is not None:
        return str(own)
    return type(value).__name__


def a_type_name(value):
    name = type_name(value)
    return ('an ' if name[0] in 'AEIOU' else 'a ') + name


# -- strings -------------------------------------------------------------------

def ruby_float(value):
    """Ruby's Float#to_s: shortest round-trip digits, scientific outside 1e-4..1e16."""
    if math.isnan(value):
        return 'NaN'
    if math.isinf(value):
        return 'Infinity' if value > 0 else '-Infinity'
    text = repr(value)
    mantissa, _, exp = text.partition('e')
    sign = ''
    if mantissa.startswith('-'):
        sign, mantissa = '-', mantissa[1:]
    int_part, _, frac = mantissa.partition('.')
    digits = (int_part + frac).lstrip('0')
    exponent = (int(exp) if exp else 0) + len(int_part) - 1
    if int_part == '0' or not int_part.strip('0'):
        # e.g. 0.0001 -> digits start after leading zeros of the fraction
        stripped = frac.lstrip('0')
        exponent = (int(exp) if exp else 0) - (len(frac) - len(stripped)) - 1
        digits = stripped
    if not digits:
        return sign + '0.0'
    digits = digits.rstrip('0') or '0'
    if -4 <= exponent <= 14:
        if exponent >= 0:
            whole = digits[:exponent + 1].ljust(exponent + 1, '0')
            frac = digits[exponent + 1:] or '0'
        else:
            whole = '0'
            frac = '0' * (-exponent - 1) + digits
        return '%s%s.%s' % (sign, whole, frac)
    frac = digits[1:] or '0'
    return '%s%s.%se%s%02d' % (sign, digits[0], frac, '-' if exponent < 0 else '+', abs(exponent))


def to_s(value):
    """Interpolation ("${x}"): nested strings bare, floats as Ruby prints them."""
    if isinstance(value, str):
        return value
    if value is None:
        return ''
    if isinstance(value, bool):
        return 'true' if value else 'false'
    if isinstance(value, float):
        return ruby_float(value)
    if isinstance(value, list):
        return '[%s]' % ', '.join(to_s(v) for v in value)
    if isinstance(value, dict):
        return '{%s}' % ', '.join('%s => %s' % (to_s(k), to_s(v)) for k, v in value.items())
    return _scalar_string(value)


def to_string(value):
    """String(x): nested strings quoted, a top-level Float with %f."""
    if isinstance(value, float):
        return '%f' % value if math.isfinite(value) else ruby_float(value)
    if isinstance(value, str):
        return value
    if value is None:
        return ''
    if isinstance(value, PRegexp):
        return value.source
    return inspect(value)


def inspect(value):
    """Puppet's quoted form, used inside String() of containers and in messages."""
    if isinstance(value, str):
        return quote(value)
    if value is None:
        return 'undef'
    if isinstance(value, bool):
        return 'true' if value else 'false'
    if isinstance(value, float):
        return ruby_float(value)
    if isinstance(value, list):
        return '[%s]' % ', '.join(inspect(v) for v in value)
    if isinstance(value, dict):
        return '{%s}' % ', '.join('%s => %s' % (inspect(k), inspect(v)) for k, v in value.items())
    if getattr(value, 'puppet_iterator', False):
        return inspect(value.string_items())     # String() of an Iterator: its items
    return _scalar_string(value)


def quote(text):
    """Puppet's StringConverter.puppet_quote: single quotes unless control characters."""
    out = ["'"]
    escaped = False
    for ch in text:
        if ord(ch) < 0x20:
            return double_quote(text)
        if escaped:
            out.append('\\' + ch)
            escaped = False
        elif ch == "'":
            out.append("\\'")
        elif ch == '\\':
            escaped = True
        else:
            out.append(ch)
    if escaped:
        out.append('\\')
    out.append("'")
    return ''.join(out)


def double_quote(text):
    table = {'\t': '\\t', '\n': '\\n', '\r': '\\r', '"': '\\"', '$': '\\$', '\\': '\\\\'}
    out = ['"']
    for ch in text:
        if ch in table:
            out.append(table[ch])
        elif ord(ch) < 0x20:
            out.append('\\u{%X}' % ord(ch))
        else:
            out.append(ch)
    out.append('"')
    return ''.join(out)


def _scalar_string(value):
    if value is DEFAULT:
        return 'default'
    if isinstance(value, int):
        return str(value)
    if isinstance(value, PRegexp):
        return '/%s/' % value.source
    if isinstance(value, PSensitive):
        return 'Sensitive [value redacted]'
    own = getattr(value, 'puppet_string', None)     # a type alias: Name = its type
    return own() if own is not None else str(value)


# -- equality and ordering ------------------------------------------------------

def equal(a, b):
    """Puppet's ==: strings case-insensitively, numbers by value, deep for collections."""
    if isinstance(a, str):
        return isinstance(b, str) and (a == b or a.lower() == b.lower())
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    if getattr(a, 'time_data', False) or getattr(b, 'time_data', False):
        # Ruby's Comparable#== through TimeData#<=> (Timespan(60) == 60)
        if getattr(a, 'time_data', False):
            return a.cmp(b) == 0
        return is_number(a) and b.cmp(a) == 0
    if is_number(a):
        return is_number(b) and a == b
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(map(equal, a, b))
    if isinstance(a, dict):
        if not isinstance(b, dict) or len(a) != len(b):
            return False
        for key, value in a.items():
            if key not in b or not equal(value, b[key]):
                return False
        return True
    return a == b


class FrozenArray(list):
    """An Array used as a hash key (Puppet allows any value as a key): still a
    list to everything that reads it, hashable by its Puppet identity."""
    __slots__ = ()

    def __hash__(self):
        return hash(hash_key(self))


class FrozenHash(dict):
    """A Hash used as a hash key (see FrozenArray)."""
    __slots__ = ()

    def __hash__(self):
        return hash(hash_key(self))


def key_of(value):
    """``value`` as a Python dict key: arrays and hashes frozen (deeply)."""
    if isinstance(value, list):
        return value if isinstance(value, FrozenArray) else FrozenArray(key_of(v) for v in value)
    if isinstance(value, dict):
        return value if isinstance(value, FrozenHash) else \
            FrozenHash((key_of(k), key_of(v)) for k, v in value.items())
    return value


def hash_key(value):
    """A Python dict key with Puppet's (case-sensitive) hash-key identity."""
    if isinstance(value, list):
        return ('__array__',) + tuple(hash_key(v) for v in value)
    if isinstance(value, dict):
        return ('__hash__',) + tuple((hash_key(k), hash_key(v)) for k, v in value.items())
    if isinstance(value, bool):
        return ('__bool__', value)
    return value


_INFINITY = float('inf')


def to_data(value):
    """The JSON form a catalog gives a parameter value (rich values as strings)."""
    if value is None or isinstance(value, (str, bool, int)):
        return value
    if isinstance(value, float):
        if value != value or value in (_INFINITY, -_INFINITY):
            # Puppet's catalog fails to serialize it; the caller locates the error
            from ..errors import EvaluationError
            raise EvaluationError("%s not allowed in JSON" % ruby_float(value))
        return value
    if isinstance(value, list):
        return [to_data(v) for v in value]
    if isinstance(value, dict):
        return {(k if isinstance(k, str) else to_s(to_data(k))): to_data(v)
                for k, v in value.items()}
    if hasattr(value, 'ref') and getattr(value, 'title', None) is not None:
        return value.ref()   # a resource reference: File[/etc/motd]
    if isinstance(value, PSensitive):
        # nested in a parameter's value (a top-level one is sent in clear and
        # named in sensitive_parameters): Puppet's rich data form, in clear too
        return {'__ptype': 'Sensitive', '__pvalue': to_data(value.value)}
    if getattr(value, 'puppet_iterator', False):
        from ..errors import EvaluationError        # Puppet's Runtime3Converter
        raise EvaluationError('Use of an Iterator is not supported here')
    return to_s(value)
