"""Ruby values in Python, and how Puppet values cross into Ruby and back.

    Ruby          Python
    nil/true/false None/True/False
    Integer       int          Float   float
    String        str (frozen: Puppet's, literals after .freeze) or MStr (mutable)
    Symbol        Symbol (interned)     Range  RRange     Regexp  RRegexp
    Array         list          Hash    dict (keys: str, never MStr)
Puppet's ``default`` is the symbol :default in Ruby; types, Sensitive and
resource references become opaque objects whose to_s is Puppet's string form.
"""
import math

from ...values import core, ruby_inspect
from .errors import RubyError
from .rregex import ruby_regex


class MStr:
    """A mutable Ruby String (literals and results of String methods)."""
    __slots__ = ('s',)

    def __init__(self, s):
        self.s = s

    def __eq__(self, other):
        return isinstance(other, (MStr, str)) and text(other) == self.s

    def __hash__(self):
        return hash(self.s)

    def __repr__(self):
        return 'MStr(%r)' % self.s


class Symbol:
    """A Ruby Symbol: equal (and hashed) by name."""
    __slots__ = ('name',)

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Symbol) and other.name == self.name

    def __hash__(self):
        return hash(('symbol', self.name))

    def __repr__(self):
        return ':' + self.name


def symbol(name):
    return Symbol(name)


class RRange:
    __slots__ = ('first', 'last', 'exclusive')

    def __init__(self, first, last, exclusive):
        self.first = first
        self.last = last
        self.exclusive = exclusive

    def __eq__(self, other):
        return isinstance(other, RRange) and (self.first, self.last, self.exclusive) == \
            (other.first, other.last, other.exclusive)

    __hash__ = None

    def to_list(self):
        if not (is_int(self.first) and (is_int(self.last) or self.last is None)):
            if is_str(self.first) and is_str(self.last):
                return _string_range(text(self.first), text(self.last), self.exclusive)
            raise RubyError('TypeError', "can't iterate from %s" % class_name(self.first))
        if self.last is None:
            raise RubyError('RangeError', 'cannot convert endless range to an array')
        stop = self.last if self.exclusive else self.last + 1
        if stop - self.first > 10_000_000:
            raise RubyError('RangeError', 'range too large for a template')
        return list(range(self.first, stop))


def _string_range(first, last, exclusive):
    out = []
    current = first
    while len(current) <= len(last) and len(out) < 100000:
        if current == last:
            if not exclusive:
                out.append(MStr(current))
            break
        out.append(MStr(current))
        current = succ(current)
    return out


def succ(s):
    """Ruby's String#succ for alphanumeric strings."""
    if not s:
        return ''
    chars = list(s)
    i = len(chars) - 1
    if not any(c.isalnum() for c in chars):
        return s[:-1] + chr(ord(s[-1]) + 1)
    while i >= 0:
        c = chars[i]
        if not c.isalnum():
            i -= 1
            continue
        if not c.isascii():
            chars[i] = chr(ord(c) + 1)
            return ''.join(chars)
        if c == 'z':
            chars[i] = 'a'
            carry = 'a'
        elif c == 'Z':
            chars[i] = 'A'
            carry = 'A'
        elif c == '9':
            chars[i] = '0'
            carry = '1'
        else:
            chars[i] = chr(ord(c) + 1)
            return ''.join(chars)
        j = i - 1
        while j >= 0 and not (chars[j].isalnum() and chars[j].isascii()):
            j -= 1
        if j < 0:
            chars.insert(i, carry)
            return ''.join(chars)
        i = j
    return ''.join(chars)


class RRegexp:
    __slots__ = ('source', 'flags', 'compiled')

    def __init__(self, source, flags=''):
        self.source = source
        self.flags = ''.join(f for f in 'mix' if f in flags)
        self.compiled = ruby_regex(source, self.flags)

    def __eq__(self, other):
        return isinstance(other, RRegexp) and (other.source, other.flags) == (self.source, self.flags)

    __hash__ = None


class Enumerator:
    """What an iteration method returns without a block (`each_with_index.map`)."""
    __slots__ = ('source', 'method', 'args')

    def __init__(self, source, method, args):
        self.source = source
        self.method = method
        self.args = args


class Opaque:
    """A Puppet value with no Ruby counterpart here (types, Sensitive, resources)."""
    __slots__ = ('value', 'ruby_class')

    def __init__(self, value, ruby_class):
        self.value = value
        self.ruby_class = ruby_class


class MatchData:
    __slots__ = ('match',)

    def __init__(self, match):
        self.match = match


class Const:
    """A Ruby constant the subset knows (String, Array, File...)."""
    __slots__ = ('name',)

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Const) and other.name == self.name

    def __hash__(self):
        return hash(('const', self.name))


def flatten_array(values, depth=-1):
    """Ruby's Array#flatten (depth -1: all levels)."""
    out = []
    for value in values:
        if isinstance(value, list) and depth != 0:
            out.extend(flatten_array(value, depth - 1))
        else:
            out.append(value)
    return out


# -- type tests ---------------------------------------------------------------

def is_str(v):
    return isinstance(v, (str, MStr))


def text(v):
    return v.s if isinstance(v, MStr) else v


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def is_num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def truthy(v):
    return v is not None and v is not False


CLASS_ANCESTORS = {
    'String': ('String', 'Comparable', 'Object', 'Kernel', 'BasicObject'),
    'Integer': ('Integer', 'Numeric', 'Comparable', 'Object', 'Kernel', 'BasicObject'),
    'Float': ('Float', 'Numeric', 'Comparable', 'Object', 'Kernel', 'BasicObject'),
    'Array': ('Array', 'Enumerable', 'Object', 'Kernel', 'BasicObject'),
    'Hash': ('Hash', 'Enumerable', 'Object', 'Kernel', 'BasicObject'),
    'Range': ('Range', 'Enumerable', 'Object', 'Kernel', 'BasicObject'),
    'NilClass': ('NilClass', 'Object', 'Kernel', 'BasicObject'),
    'TrueClass': ('TrueClass', 'Object', 'Kernel', 'BasicObject'),
    'FalseClass': ('FalseClass', 'Object', 'Kernel', 'BasicObject'),
    'Symbol': ('Symbol', 'Comparable', 'Object', 'Kernel', 'BasicObject'),
    'Regexp': ('Regexp', 'Object', 'Kernel', 'BasicObject'),
    'MatchData': ('MatchData', 'Object', 'Kernel', 'BasicObject'),
    'Proc': ('Proc', 'Object', 'Kernel', 'BasicObject'),
    'IPAddr': ('IPAddr', 'Comparable', 'Object', 'Kernel', 'BasicObject'),
    'Puppet::Util::TagSet': ('Puppet::Util::TagSet', 'Set', 'Enumerable', 'Object', 'Kernel', 'BasicObject'),
    'Enumerator': ('Enumerator', 'Enumerable', 'Object', 'Kernel', 'BasicObject'),
}


def class_name(v):
    if v is None:
        return 'NilClass'
    if v is True:
        return 'TrueClass'
    if v is False:
        return 'FalseClass'
    if isinstance(v, int):
        return 'Integer'
    if isinstance(v, float):
        return 'Float'
    if isinstance(v, (str, MStr)):
        return 'String'
    if isinstance(v, list):
        return 'Array'
    if isinstance(v, dict):
        return 'Hash'
    if isinstance(v, Symbol):
        return 'Symbol'
    if isinstance(v, RRange):
        return 'Range'
    if isinstance(v, RRegexp):
        return 'Regexp'
    if isinstance(v, MatchData):
        return 'MatchData'
    if isinstance(v, Opaque):
        return v.ruby_class
    if isinstance(v, Const):
        return 'Class'
    if isinstance(v, Enumerator):
        return 'Enumerator'
    return 'Object'


# -- string forms ------------------------------------------------------------------

def to_s(v):
    """Ruby's to_s (what <%= %> and "#{}" print)."""
    if isinstance(v, str):
        return v
    if isinstance(v, MStr):
        return v.s
    if v is None:
        return ''
    if v is True:
        return 'true'
    if v is False:
        return 'false'
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return core.ruby_float(v)
    if isinstance(v, Symbol):
        return v.name
    if isinstance(v, (list, dict, RRange, Enumerator)):
        return inspect(v)
    if isinstance(v, RRegexp):
        return '(?%s-%s:%s)' % (v.flags, ''.join(f for f in 'mix' if f not in v.flags), v.source)
    if isinstance(v, Opaque) and v.ruby_class == 'Proc':
        # Ruby prints its address ('#<Proc:0x...>'): no output could be Puppet's.
        from .errors import UnsupportedRuby
        from .grammar import refusal
        raise UnsupportedRuby(refusal('the string form of a Proc'))
    if isinstance(v, Opaque) and v.ruby_class == 'IPAddr':
        return str(v.value.network_address)
    if isinstance(v, Opaque) and v.ruby_class == 'Puppet::Util::TagSet':
        return '#<%s: {%s}>' % (v.ruby_class, ', '.join(inspect_string(t) for t in v.value))
    if isinstance(v, Opaque):
        return core.to_s(v.value)
    if isinstance(v, MatchData):
        return v.match.group(0)
    if isinstance(v, Const):
        return v.name
    return str(v)


def inspect(v):
    """Ruby's inspect (values/ruby_inspect.py), with the objects only templates have."""
    return ruby_inspect.inspect(v, _inspect_object)


def _inspect_object(v):
    if isinstance(v, MStr):
        return ruby_inspect.inspect_string(v.s)
    if isinstance(v, Symbol):
        return ':' + v.name if _plain_symbol(v.name) else ':' + inspect_string(v.name)
    if isinstance(v, RRange):
        return '%s%s%s' % (inspect(v.first), '...' if v.exclusive else '..',
                           '' if v.last is None else inspect(v.last))
    if isinstance(v, RRegexp):
        return '/%s/%s' % (v.source, v.flags)
    if isinstance(v, MatchData):
        return '#<MatchData %s>' % inspect_string(v.match.group(0))
    if isinstance(v, Enumerator):
        return '#<Enumerator: %s:%s>' % (inspect(v.source), v.method)
    if isinstance(v, Opaque) and v.ruby_class == 'Sensitive':
        return '#<Sensitive [value redacted]>'
    if isinstance(v, Opaque) and v.ruby_class == 'IPAddr':
        from .ipaddr import inspect_ip
        return inspect_ip(v)
    return to_s(v)


def _plain_symbol(name):
    import re
    return bool(re.fullmatch(r'[A-Za-z_\u0080-\U0010ffff][A-Za-z_0-9\u0080-\U0010ffff]*[?!=]?|\[\]=?|[+\-*/%<>]|<=>|==|===|=~|<<|>>|<=|>=|\*\*'
                             r'|(?:@@?|\$)[A-Za-z_\u0080-\U0010ffff][A-Za-z_0-9\u0080-\U0010ffff]*',
                             name))   # :@ivar, :@@cvar and :$global print bare too


inspect_string = ruby_inspect.inspect_string


# -- crossing between Puppet and Ruby ---------------------------------------------

def from_puppet(value):
    """A Puppet value as the Ruby object a template sees (copied: Ruby may mutate it)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [from_puppet(v) for v in value]
    if isinstance(value, dict):
        return {hash_key(from_puppet(k)): from_puppet(v) for k, v in value.items()}
    if value is core.DEFAULT:
        return symbol('default')
    if isinstance(value, core.PRegexp):
        return RRegexp(value.source)
    if isinstance(value, core.PSensitive):
        return Opaque(value, 'Sensitive')
    return Opaque(value, 'Puppet::Pops::Types::PAnyType')


def to_puppet(value):
    """A Ruby value handed to a Puppet function."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, MStr):
        return value.s
    if isinstance(value, list):
        return [to_puppet(v) for v in value]
    if isinstance(value, dict):
        return {to_puppet(k): to_puppet(v) for k, v in value.items()}
    if isinstance(value, Symbol):
        return core.DEFAULT if value.name == 'default' else value.name
    if isinstance(value, Opaque):
        return value.value
    if isinstance(value, RRegexp):
        return core.PRegexp(value.source)
    if isinstance(value, RRange):
        return to_puppet(value.to_list())
    raise RubyError('ArgumentError', 'a %s cannot be passed to a Puppet function' % class_name(value))


def hash_key(k):
    """Ruby copies and freezes String keys: we store them as str."""
    return k.s if isinstance(k, MStr) else k


def format_float_for(v):
    return core.ruby_float(v) if isinstance(v, float) and math.isfinite(v) else to_s(v)
