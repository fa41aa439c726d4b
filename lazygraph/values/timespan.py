"""Timespan values, and what Timespans and Timestamps share, as Puppet 7.23 has them.

Both are Puppet::Pops::Time::TimeData: a count of nanoseconds that acts as a
number of seconds next to Integers and Floats. A Timespan prints with
Puppet's own format language ('%D-%H:%M:%S.%-N'), which also parses
Timespan('1-02:03:04') and formats Timespan#strftime.
"""
import math

from ..errors import EvaluationError
from . import types as T
from .core import DEFAULT

NS = 1000000000
NS_MIN, NS_HOUR, NS_DAY = 60 * NS, 3600 * NS, 86400 * NS


class TimeError(ValueError):
    """An ArgumentError raised by Puppet's TimeData methods (the message is Puppet's)."""


def a_an(value, upper=False):
    from .core import a_type_name
    text = a_type_name(value)
    return text[0].upper() + text[1:] if upper else text


class TimeData:
    """The shared behaviour: comparison with numbers by seconds, conversions."""
    __slots__ = ('nsecs',)
    rich_scalar = True      # a Scalar in Puppet's type system
    time_data = True

    def __init__(self, nsecs):
        self.nsecs = int(nsecs)

    def __eq__(self, other):
        return type(other) is type(self) and other.nsecs == self.nsecs

    def __hash__(self):
        return hash((type(self).__name__, self.nsecs))

    def __repr__(self):
        return str(self)

    def to_i(self):
        return self.nsecs // NS     # Ruby's Integer#/ floors

    def to_f(self):
        return self.nsecs / NS

    def cmp(self, other):
        """Ruby's TimeData#<=>: the same kind by nanoseconds, an Integer against
        the whole seconds, a Float against the seconds; None otherwise."""
        if type(other) is type(self):
            mine, theirs = self.nsecs, other.nsecs
        elif isinstance(other, bool):
            return None
        elif isinstance(other, int):
            mine, theirs = self.to_i(), other
        elif isinstance(other, float):
            mine, theirs = self.to_f(), other
        else:
            return None
        return (mine > theirs) - (mine < theirs)

    def comparable_message(self):
        kind = type(self).kind
        return '%ss are only comparable to %ss, Integers, and Floats' % (kind, kind)

    @staticmethod
    def seconds(number):
        """Ruby's (o * NSECS_PER_SEC).to_i: a Float truncates toward zero."""
        return int(number * NS)

    def undefined(self, op):
        """An operator Puppet's class has no method for (NoMethodError)."""
        return NotImplemented


class PTimespan(TimeData):
    __slots__ = ()
    kind = 'Timespan'

    def __str__(self):
        return DEFAULT_FORMATS[0].format(self)

    @property
    def puppet_type(self):
        return PTimespanType(self, self)

    # -- arithmetic: Puppet::Pops::Time::Timespan's operators ----------------------

    def operate(self, op, other):
        from .timestamp import PTimestamp
        number = isinstance(other, (int, float)) and not isinstance(other, bool)
        if op == '+':
            if isinstance(other, PTimestamp):
                return PTimestamp(self.nsecs + other.nsecs)
            if isinstance(other, PTimespan):
                return PTimespan(self.nsecs + other.nsecs)
            if number:
                return PTimespan(self.nsecs + self.seconds(other))
            raise TimeError('%s cannot be added to a Timespan' % a_an(other, True))
        if op == '-':
            if isinstance(other, PTimespan):
                return PTimespan(self.nsecs - other.nsecs)
            if number:
                return PTimespan(self.nsecs - self.seconds(other))
            raise TimeError('%s cannot be subtracted from a Timespan' % a_an(other, True))
        if op == '*':
            if number:
                return PTimespan(int(self.nsecs * other))
            # sic: Puppet's message says Timestamp
            raise TimeError('A Timestamp cannot be multiplied by %s' % a_an(other))
        if op == '/':
            if isinstance(other, PTimespan):
                if other.nsecs == 0:
                    raise ZeroDivisionError
                return self.nsecs / other.nsecs
            if number:
                if other == 0:
                    raise ZeroDivisionError
                return PTimespan(math.floor(self.nsecs / other) if isinstance(other, float)
                                 else self.nsecs // other)
            raise TimeError('A Timespan cannot be divided by %s' % a_an(other))
        if op == '%':
            if isinstance(other, int) and not isinstance(other, bool):
                if other == 0:
                    raise ZeroDivisionError
                return self.to_i() % other
            raise TimeError('Can not do modulus on a Timespan using a %s' % a_an(other))   # sic
        return self.undefined(op)

    def negate(self):
        return PTimespan(-self.nsecs)

    def strftime(self, fmt):
        return parse_format(fmt).format(self)


# -- Puppet's Timespan format language (Timespan::Format, FormatParser) -------------

class _Literal:
    def __init__(self, text):
        self.text = text

    def regexp(self):
        import re
        return '(%s)' % re.escape(self.text)

    def append(self, out, span):
        out.append(self.text)


class _Value:
    """%D %H %M %S %L %N: the highest of a format counts the total ('%H' of a day is 24)."""
    default_width = 2
    multiplier = 1

    def __init__(self, padchar, width):
        self.padchar, self.width, self.use_total = padchar, width, False

    def part(self, span):
        return (span.total // self.multiplier) if self.use_total else \
            (span.total // self.multiplier) % self.modulo

    def render(self, n):
        if self.padchar is None:
            return '%d' % n
        width = self.width or self.default_width
        return ('%*d' if self.padchar == ' ' else '%0*d') % (width, n)

    def append(self, out, span):
        out.append(self.render(self.part(span)))

    def regexp(self):
        width = self.width
        if width is None:
            if self.padchar in (None, '0'):
                return '([0-9]+)' if self.use_total else '([0-9]{1,%d})' % self.default_width
            return r'\s*([0-9]+)' if self.use_total else r'([0-9\s]{1,%d})' % self.default_width
        if self.padchar is None:
            return '([0-9]{1,%d})' % width
        if self.padchar == '0':
            return '([0-9]{%d})' % width
        return r'([0-9\s]{%d})' % width

    def nanoseconds(self, digits, text):
        return int(digits) * self.multiplier


class _Days(_Value):
    default_width, multiplier, modulo = 1, NS_DAY, None

    def part(self, span):
        return span.total // NS_DAY


class _Hours(_Value):
    multiplier, modulo = NS_HOUR, 24


class _Minutes(_Value):
    multiplier, modulo = NS_MIN, 60


class _Seconds(_Value):
    multiplier, modulo = NS, 60


class _Fragment(_Value):
    """%L and %N: digits after a decimal point, left-justified, trailing zeros dropped
    unless zero-padded (Puppet's FragmentSegment)."""

    def render(self, n):
        if not (self.use_total or self.padchar == '0'):
            n = int(str(n).rstrip('0') or '0')
        if self.padchar is None:
            return '%d' % n
        return '%-*d' % (self.width or self.default_width, n)

    def nanoseconds(self, digits, text):
        if self.use_total:
            raise TimeError('Format specifiers %L and %N denotes fractions and must be used '
                            'together with a specifier of higher magnitude')
        power = 9 - len(digits)
        return int(digits) if power <= 0 else int(digits) * 10 ** power


class _Millis(_Fragment):
    default_width, multiplier, modulo = 3, 1000000, 1000


class _Nanos(_Fragment):
    default_width, modulo = 9, None

    @property
    def multiplier(self):
        width = self.width or self.default_width
        return 10 ** (9 - width) if width < 9 else 1

    def part(self, span):
        width = self.width or self.default_width
        ns = span.total
        if width < 9:
            ns //= 10 ** (9 - width)
            return ns if self.use_total else ns % 10 ** width
        return ns if self.use_total else ns % NS


_SEGMENTS = {'D': _Days, 'H': _Hours, 'M': _Minutes, 'S': _Seconds, 'L': _Millis, 'N': _Nanos}
_ORDER = 'NLSMHD'     # ascending magnitude


class _Span:
    """The parts a format reads: the absolute count of nanoseconds."""
    def __init__(self, nsecs):
        self.total = abs(nsecs)


class Format:
    def __init__(self, text, segments):
        self.text, self.segments = text, segments
        self._regexp = None

    def format(self, span):
        out = ['-' if span.nsecs < 0 else '']
        view = _Span(span.nsecs)
        for segment in self.segments:
            segment.append(out, view)
        return ''.join(out)

    def parse(self, text):
        import re
        if self._regexp is None:
            self._regexp = re.compile(r'\A-?' + ''.join(s.regexp() for s in self.segments) +
                                      r'\Z')
        m = self._regexp.match(text)
        if m is None:
            raise TimeError("Unable to parse '%s' using format '%s'" % (text, self.text))
        total = 0
        for segment, group in zip(self.segments, m.groups()):
            if isinstance(segment, _Literal):
                continue
            group = group.lstrip()
            if not group.isdigit() or not group.isascii():
                raise TimeError("Unable to parse '%s' using format '%s'" % (text, self.text))
            total += segment.nanoseconds(group, text)
        return PTimespan(-total if text.startswith('-') else total)

    def __str__(self):
        return self.text


def parse_format(text):
    """Puppet's FormatParser#internal_parse, with its error messages."""
    segments = []
    highest = -1
    state = 'literal'
    padchar, width, start = '0', None, 0

    def bad(position):
        return TimeError("Bad format specifier '%s' in '%s', at position %d"
                         % (text[start:position], text, position))

    for position, ch in enumerate(text):
        if state == 'literal':
            if ch == '%':
                state, start, padchar, width = 'pad', position, '0', None
            elif segments and isinstance(segments[-1], _Literal):
                segments[-1].text += ch
            else:
                segments.append(_Literal(ch))
            continue
        if ch == '%':
            if segments and isinstance(segments[-1], _Literal):
                segments[-1].text += ch
            else:
                segments.append(_Literal(ch))
            state = 'literal'
        elif ch in '-_':
            if state != 'pad':
                raise bad(position)
            padchar, state = (None if ch == '-' else ' '), 'width'
        elif ch in _SEGMENTS:
            highest = max(highest, _ORDER.index(ch))
            segments.append(_SEGMENTS[ch](padchar, width))
            state = 'literal'
        elif '0' <= ch <= '9':
            if state == 'pad' and ch == '0':
                padchar = '0'
            else:
                width = int(ch) if width is None else width * 10 + int(ch)
            state = 'width'
        else:
            raise bad(position)
    if state != 'literal':
        raise bad(len(text) - 1)
    if highest >= 0:
        kind = _SEGMENTS[_ORDER[highest]]
        next(s for s in segments if type(s) is kind).use_total = True
    return Format(text, segments)


DEFAULT_FORMATS = [parse_format(f) for f in (
    '%D-%H:%M:%S.%-N', '%H:%M:%S.%-N', '%M:%S.%-N', '%S.%-N', '%D-%H:%M:%S', '%H:%M:%S',
    '%D-%H:%M', '%S')]


def parse(text, formats=None):
    if formats is None or isinstance(formats, list):
        candidates = DEFAULT_FORMATS if formats is None else [parse_format(f) for f in formats]
        for fmt in candidates:
            try:
                return fmt.parse(text)
            except TimeError:
                pass
        raise TimeError("Unable to parse '%s' using any of the formats %s"
                        % (text, ', '.join(str(f) for f in candidates)))
    return parse_format(formats).parse(text)


def from_fields(negative, days=0, hours=0, minutes=0, seconds=0, millis=0, micros=0, nanos=0):
    ns = (((((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000 + millis) * 1000 +
          micros) * 1000 + nanos
    return PTimespan(-ns if negative else ns)


_FIELDS = ('days', 'hours', 'minutes', 'seconds', 'milliseconds', 'microseconds',
           'nanoseconds')


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def new_timespan(args):
    """Timespan.new's dispatches: seconds, a string (and formats), fields, a hash."""
    if len(args) == 1 and isinstance(args[0], (int, float)) and not isinstance(args[0], bool):
        return PTimespan(TimeData.seconds(args[0]))
    if 1 <= len(args) <= 2 and isinstance(args[0], str) and args[0]:
        formats = args[1] if len(args) > 1 else None
        if not (formats is None or isinstance(formats, str) or
                (isinstance(formats, list) and formats and all(isinstance(f, str)
                                                               for f in formats))):
            raise TimeError("'new_timespan' parameter 'format' expects a value of type "
                            'String or Array')
        return parse(args[0], formats)
    if 4 <= len(args) <= 7 and all(_is_int(a) for a in args):
        return from_fields(False, *args)
    if len(args) == 1 and isinstance(args[0], dict):
        hash_arg = args[0]
        if 'string' in hash_arg and set(hash_arg) <= {'string', 'format'}:
            return parse(hash_arg['string'], hash_arg.get('format'))
        if set(hash_arg) <= set(_FIELDS) | {'negative'} and \
                all(_is_int(hash_arg[k]) for k in hash_arg if k != 'negative') and \
                isinstance(hash_arg.get('negative', False), bool):
            return from_fields(hash_arg.get('negative', False),
                               *[hash_arg.get(k, 0) for k in _FIELDS])
        raise TimeError("The function 'new_timespan' was called with arguments it does not "
                        'accept (a Struct of string and format, or of the fields %s)'
                        % ', '.join(('negative',) + _FIELDS))
    if len(args) in (0, 2, 3) or len(args) > 7:
        raise TimeError("'new_timespan' expects between 1 and 7 arguments, got %d" % len(args))
    raise TimeError("The function 'new_timespan' was called with arguments it does not accept")


def time_bound(kind, value, low):
    """A bound of Timespan[from, to] / Timestamp[from, to] (PAbstractTimeDataType#convert_arg)."""
    from .core import DEFAULT
    if value is None or value is DEFAULT:
        return None
    if isinstance(value, kind.value_class()):
        return value
    if isinstance(value, dict):
        return kind.from_hash(value)
    if isinstance(value, str):
        return kind.parse_bound(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return kind.value_class()(int(value * NS))
    raise T.TypeError_('Unable to create a %s from a %s' % (kind.name, type(value).__name__))


class TimeDataType(T.PType):
    """Timespan / Timestamp, or the values from lo to hi (type() infers one value)."""
    rich_scalar = True

    def __init__(self, lo=None, hi=None):
        self.lo, self.hi = lo, hi

    def params(self):
        if self.lo is None and self.hi is None:
            return ()
        first = str(self.lo) if self.lo is not None else DEFAULT
        if self.hi is None or self.hi == self.lo:
            return (first,)
        return (first, str(self.hi))

    def parameterized(self, args):
        if not 1 <= len(args) <= 2:
            raise T.TypeError_('%s-Type[] accepts 1 to 2 arguments, got %d'
                               % (self.name, len(args)))
        lo = time_bound(self, args[0], True)
        hi = time_bound(self, args[1], False) if len(args) > 1 else None
        if lo is not None and hi is not None and lo.nsecs > hi.nsecs:
            raise T.TypeError_("'from' must be less or equal to 'to'. Got (%s, %s" % (lo, hi))
        return type(self)(lo, hi)

    def generalized(self):
        return type(self)()

    def assignable(self, other):
        if type(other) is not type(self):
            return super().assignable(other)
        return (self.lo is None or (other.lo is not None and self.lo.nsecs <= other.lo.nsecs)) \
            and (self.hi is None or (other.hi is not None and other.hi.nsecs <= self.hi.nsecs))

    def instance(self, value):
        return isinstance(value, self.value_class()) and \
            (self.lo is None or self.lo.nsecs <= value.nsecs) and \
            (self.hi is None or value.nsecs <= self.hi.nsecs)


class PTimespanType(TimeDataType):
    name = 'Timespan'

    @staticmethod
    def value_class():
        return PTimespan

    @staticmethod
    def from_hash(value):
        try:
            return new_timespan([value])
        except TimeError as error:
            raise T.TypeError_(str(error))

    @staticmethod
    def parse_bound(text):
        try:
            return parse(text)
        except TimeError as error:
            raise T.TypeError_(str(error))

    def new_instance(self, call, args):
        try:
            return new_timespan(list(args))
        except TimeError as error:
            raise EvaluationError(str(error), call.span)


T.SIMPLE.setdefault('Timespan', PTimespanType)
