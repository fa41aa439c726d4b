"""Timestamp values and Ruby's strftime / DateTime._strptime, as Puppet uses them.

A Timestamp is nanoseconds since the epoch (UTC); it prints as Puppet prints
it ('2020-01-01T00:00:00.000000000 UTC'). Timestamp.new parses Puppet's
default formats (or a given one) and ``strftime`` formats with Ruby's
directives, flags and widths; + and - as Puppet's Timestamp has them (values/timespan.py).
"""
import re
import time

from ..errors import EvaluationError
from . import types as T
from .timespan import PTimespan, TimeData, TimeDataType, TimeError, a_an

NS = 1000000000
DEFAULT_FORMATS_WO_TZ = ['%FT%T.%N', '%FT%T', '%F %T.%N', '%F %T', '%F']
DEFAULT_FORMATS = ['%FT%T.%N %Z', '%FT%T %Z', '%F %T.%N %Z', '%F %T %Z', '%F %Z'] + \
    DEFAULT_FORMATS_WO_TZ


class PTimestamp(TimeData):
    __slots__ = ()
    kind = 'Timestamp'

    def __str__(self):
        return strftime(self.nsecs, DEFAULT_FORMATS[0], 0, 'UTC')

    @property
    def puppet_type(self):
        """What type() says: Timestamp['<this instant>'] (generalized: Timestamp)."""
        return PTimestampType(self, self)

    def operate(self, op, other):
        """Puppet::Pops::Time::Timestamp#+ and #-; it has no other operators."""
        number = isinstance(other, (int, float)) and not isinstance(other, bool)
        if op == '+':
            if isinstance(other, PTimespan):
                return PTimestamp(self.nsecs + other.nsecs)
            if number:
                return PTimestamp(self.nsecs + self.seconds(other))
            raise TimeError('%s cannot be added to a Timestamp' % a_an(other, True))
        if op == '-':
            if isinstance(other, PTimestamp):
                return PTimespan(self.nsecs - other.nsecs)
            if isinstance(other, PTimespan):
                return PTimestamp(self.nsecs - other.nsecs)
            if number:
                return PTimestamp(self.nsecs - self.seconds(other))
            raise TimeError('%s cannot be subtracted from a Timestamp' % a_an(other, True))
        return self.undefined(op)

    def negate(self):
        return NotImplemented


class PTimestampType(TimeDataType):
    name = 'Timestamp'

    @staticmethod
    def value_class():
        return PTimestamp

    @staticmethod
    def from_hash(value):
        if not isinstance(value.get('string'), str):
            raise T.TypeError_('Unable to create a Timestamp from a Hash without a string')
        return PTimestampType.parse_bound(value['string'], value.get('format'),
                                          value.get('timezone'))

    @staticmethod
    def parse_bound(text, fmt=None, zone=None):
        try:
            return PTimestamp(parse(text, fmt, zone))
        except ValueError as error:
            raise T.TypeError_(str(error))

    def new_instance(self, call, args):
        if not args:
            return PTimestamp(time.time_ns())
        value = args[0]
        if isinstance(value, bool):
            raise EvaluationError('Timestamp.new: cannot convert a Boolean', call.span)
        if isinstance(value, (int, float)):
            return PTimestamp(TimeData.seconds(value))
        if isinstance(value, PTimestamp):
            return value
        if isinstance(value, dict) and isinstance(value.get('string'), str):
            args = [value['string'], value.get('format'), value.get('timezone')]
            value = args[0]
        if isinstance(value, str):
            fmt = args[1] if len(args) > 1 else None
            zone = args[2] if len(args) > 2 else None
            try:
                return PTimestamp(parse(value, fmt, zone))
            except ValueError as error:
                raise EvaluationError(str(error), call.span)
        raise EvaluationError('Timestamp.new: cannot convert %s' % type(value).__name__,
                              call.span)


T.SIMPLE.setdefault('Timestamp', PTimestampType)


# -- time zones -------------------------------------------------------------------

def zone_offset(zone):
    """Seconds east of UTC of a zone designator, as DateTime._strptime('%z') reads it."""
    if zone is None:
        return 0
    text = zone.strip()
    if text.lower() == 'current':
        return -time.timezone if not time.localtime().tm_isdst else -time.altzone
    if text.upper() in ('UTC', 'GMT', 'Z', 'UT'):
        return 0
    m = re.match(r'\A(?:UTC|GMT)?([+-])(\d{1,2}):?(\d\d)?(?::?(\d\d))?\Z', text, re.I)
    if m:
        sign = -1 if m.group(1) == '-' else 1
        return sign * (int(m.group(2)) * 3600 + int(m.group(3) or 0) * 60 +
                       int(m.group(4) or 0))
    named = {'EST': -5, 'EDT': -4, 'CST': -6, 'CDT': -5, 'MST': -7, 'MDT': -6, 'PST': -8,
             'PDT': -7}
    if text.upper() in named:
        return named[text.upper()] * 3600
    raise ValueError("Illegal timezone '%s'" % zone)


# -- strftime -----------------------------------------------------------------------

_DIRECTIVE = re.compile(r'%([-_0^#]*)(\d*)(:{0,2})([a-zA-Z%+])')
_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
           'September', 'October', 'November', 'December']


def strftime(nsecs, fmt, offset=0, zone_name=None):
    """Ruby's Time#strftime of the instant ``nsecs`` shown at UTC+offset."""
    import datetime     # here: calendars are a millisecond and a half of every start-up
    seconds, nanos = divmod(nsecs, NS)
    try:
        t = datetime.datetime(1970, 1, 1) + datetime.timedelta(seconds=seconds + offset)
    except OverflowError:
        # Ruby's Time goes on (Timestamp(99999999999999999) is in year 3168875820)
        from ..errors import EvaluationError
        raise EvaluationError('a Timestamp outside the years 1 to 9999 cannot be shown: '
                              'lazygraph formats dates with Python\'s datetime') from None
    if zone_name is None:
        zone_name = 'UTC' if offset == 0 else ''

    def number(value, width, pad, flags):
        if '-' in flags:
            return str(value)
        if '_' in flags:
            pad = ' '
        elif '0' in flags:
            pad = '0'
        return str(value).rjust(width, pad) if value >= 0 else \
            '-' + str(-value).rjust(width - 1, pad)

    def text(value, flags, width):
        if '^' in flags:
            value = value.upper()
        if '#' in flags:
            value = value.swapcase() if not value.isupper() else value.lower()
        return value.rjust(width) if width else value

    def one(m):
        flags, width, colons, d = m.groups()
        w = int(width) if width else 0
        if d == 'Y':
            return number(t.year, w or (4 if t.year >= 0 else 5), '0', flags) if w else \
                str(t.year)
        if d == 'C':
            return number(t.year // 100, w or 2, '0', flags)
        if d == 'y':
            return number(t.year % 100, w or 2, '0', flags)
        if d == 'm':
            return number(t.month, w or 2, '0', flags)
        if d in 'Bbh':
            name = _MONTHS[t.month - 1]
            return text(name if d == 'B' else name[:3], flags, w)
        if d == 'd':
            return number(t.day, w or 2, '0', flags)
        if d == 'e':
            return number(t.day, w or 2, ' ', flags)
        if d == 'j':
            return number(t.timetuple().tm_yday, w or 3, '0', flags)
        if d == 'H':
            return number(t.hour, w or 2, '0', flags)
        if d == 'k':
            return number(t.hour, w or 2, ' ', flags)
        if d in 'Il':
            hour = t.hour % 12 or 12
            return number(hour, w or 2, '0' if d == 'I' else ' ', flags)
        if d == 'P':
            return 'am' if t.hour < 12 else 'pm'
        if d == 'p':
            value = 'AM' if t.hour < 12 else 'PM'
            return value.lower() if '#' in flags else value
        if d == 'M':
            return number(t.minute, w or 2, '0', flags)
        if d == 'S':
            return number(t.second, w or 2, '0', flags)
        if d == 'L':
            digits = ('%09d' % nanos)[:w or 3]
            return digits.ljust(w or 3, '0')
        if d == 'N':
            digits = '%09d' % nanos
            return digits[:w] if w and w <= 9 else digits.ljust(w or 9, '0')
        if d == 'z':
            sign = '-' if offset < 0 else '+'
            hours, rest = divmod(abs(offset), 3600)
            minutes, secs = divmod(rest, 60)
            if colons == ':':
                body = '%02d:%02d' % (hours, minutes)
            elif colons == '::':
                body = '%02d:%02d:%02d' % (hours, minutes, secs)
            else:
                body = '%02d%02d' % (hours, minutes)
            value = sign + body
            return value.rjust(w, '0') if w and '-' not in flags else value
        if d == 'Z':
            return text(zone_name, flags, w)
        if d in 'Aa':
            name = _DAYS[t.weekday()]
            return text(name if d == 'A' else name[:3], flags, w)
        if d == 'u':
            return str(t.isoweekday())
        if d == 'w':
            return str(t.isoweekday() % 7)
        if d == 'G':
            return number(t.isocalendar()[0], w or 4, '0', flags)
        if d == 'g':
            return number(t.isocalendar()[0] % 100, w or 2, '0', flags)
        if d == 'V':
            return number(t.isocalendar()[1], w or 2, '0', flags)
        if d == 'U':
            return number(int(t.strftime('%U')), w or 2, '0', flags)
        if d == 'W':
            return number(int(t.strftime('%W')), w or 2, '0', flags)
        if d == 's':
            return str(seconds)
        if d == 'n':
            return '\n'
        if d == 't':
            return '\t'
        if d == '%':
            return '%'
        expansions = {'c': '%a %b %e %H:%M:%S %Y', 'D': '%m/%d/%y', 'F': '%Y-%m-%d',
                      'v': '%e-%^b-%Y', 'x': '%m/%d/%y', 'X': '%H:%M:%S',
                      'r': '%I:%M:%S %p', 'R': '%H:%M', 'T': '%H:%M:%S',
                      '+': '%a %b %e %H:%M:%S %Z %Y'}
        if d in expansions:
            value = strftime(nsecs, expansions[d], offset, zone_name)
            return text(value, flags, w)
        return m.group(0)
    return _DIRECTIVE.sub(one, fmt)


# -- parsing (DateTime._strptime) ------------------------------------------------------

_PARTS = {
    'Y': r'(?P<year>[+-]?\d+)', 'm': r'(?P<mon>\d{1,2})', 'd': r'(?P<mday>\d{1,2})',
    'e': r'\s?(?P<mday>\d{1,2})', 'H': r'(?P<hour>\d{1,2})', 'k': r'\s?(?P<hour>\d{1,2})',
    'M': r'(?P<min>\d{1,2})', 'S': r'(?P<sec>\d{1,2})', 'N': r'(?P<frac>\d+)',
    'L': r'(?P<frac>\d+)', 'j': r'(?P<yday>\d{1,3})', 'y': r'(?P<year2>\d{1,2})',
    'Z': r'(?P<zone>(?:[A-Za-z]+(?:[+-]\d{1,2}(?::?\d\d)?)?|[+-]\d{1,2}(?::?\d\d)?))',
    'z': r'(?P<zone>(?:[A-Za-z]+|[+-]\d{1,2}(?::?\d\d)?))', 's': r'(?P<epoch>-?\d+)',
    'b': r'(?P<monname>[A-Za-z]{3,9})', 'B': r'(?P<monname>[A-Za-z]{3,9})',
    'h': r'(?P<monname>[A-Za-z]{3,9})', 'a': r'(?:[A-Za-z]{3,9})', 'A': r'(?:[A-Za-z]{3,9})',
    'p': r'(?P<ampm>[AaPp]\.?[Mm]\.?)', 'I': r'(?P<hour12>\d{1,2})', '%': '%',
}
_COMPOUND = {'F': '%Y-%m-%d', 'T': '%H:%M:%S', 'D': '%m/%d/%y', 'R': '%H:%M'}


def _pattern(fmt):
    for key, value in _COMPOUND.items():
        fmt = fmt.replace('%' + key, value)
    out, i = [], 0
    while i < len(fmt):
        ch = fmt[i]
        if ch == '%' and i + 1 < len(fmt):
            j = i + 1
            while j < len(fmt) and (fmt[j] in '-_0^#:' or fmt[j].isdigit()):
                j += 1
            part = _PARTS.get(fmt[j]) if j < len(fmt) else None
            if part is None:
                raise ValueError('unsupported directive %%%s' % fmt[j:j + 1])
            out.append(part)
            i = j + 1
        elif ch.isspace():
            out.append(r'\s*')
            i += 1
        else:
            out.append(re.escape(ch))
            i += 1
    return re.compile(r'\A\s*' + ''.join(out) + r'\Z')


def _strptime(text, fmt):
    try:
        m = _pattern(fmt).match(text)
    except re.error:
        return None
    return m.groupdict() if m else None


def parse(text, fmt=None, timezone=None):
    has_zone = timezone not in (None, '')
    formats = fmt if isinstance(fmt, list) else [fmt] if fmt is not None else \
        (DEFAULT_FORMATS_WO_TZ if has_zone else DEFAULT_FORMATS)
    parsed = None
    for one in formats:
        parsed = _strptime(text, one)
        if parsed is not None and not (has_zone and parsed.get('zone')):
            break
        parsed = None
    if parsed is None:
        if len(formats) == 1:
            raise ValueError("Unable to parse '%s' using format '%s'" % (text, formats[0]))
        raise ValueError("Unable to parse '%s' using any of the formats %s"
                         % (text, ', '.join(formats)))
    if parsed.get('epoch') is not None:
        return int(parsed['epoch']) * NS
    import calendar
    import datetime
    year = int(parsed['year']) if parsed.get('year') else \
        (2000 + int(parsed['year2']) if parsed.get('year2') and int(parsed['year2']) < 69
         else 1900 + int(parsed['year2']) if parsed.get('year2') else 1970)
    month = int(parsed.get('mon') or 1)
    if parsed.get('monname'):
        names = [n[:3].lower() for n in _MONTHS]
        month = names.index(parsed['monname'][:3].lower()) + 1
    day = int(parsed.get('mday') or 1)
    hour = int(parsed.get('hour') or 0)
    if parsed.get('hour12'):
        afternoon = (parsed.get('ampm') or 'a')[0] in 'Pp'
        hour = int(parsed['hour12']) % 12 + (12 if afternoon else 0)
    minute, second = int(parsed.get('min') or 0), int(parsed.get('sec') or 0)
    if parsed.get('yday'):
        start = datetime.date(year, 1, 1) + datetime.timedelta(days=int(parsed['yday']) - 1)
        month, day = start.month, start.day
    try:
        seconds = calendar.timegm((year, month, day, hour, minute, second, 0, 0, 0))
        datetime.date(year, month, day)
    except ValueError:
        raise ValueError("Unable to parse '%s'" % text)
    frac = parsed.get('frac') or ''
    nanos = int((frac + '000000000')[:9]) if frac else 0
    zone = timezone if has_zone else parsed.get('zone')
    return (seconds - zone_offset(zone)) * NS + nanos
