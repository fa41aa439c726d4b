"""Time: strftime (Puppet's three signatures) over Timestamp and Timespan values."""
import time

from ..errors import EvaluationError
from ..values.timespan import PTimespan, TimeError
from ..values.timestamp import PTimestamp, strftime as format_time, zone_offset
from .registry import fail_type, function


def _zone(call, timezone):
    if timezone in (None, ''):
        return 0, 'UTC'
    if not isinstance(timezone, str):
        fail_type(call, 'strftime', 2, 'a String (time zone)', timezone)
    try:
        offset = zone_offset(timezone)
    except ValueError as error:
        raise EvaluationError(str(error), call.span)
    return offset, ''


@function('strftime', pure=False, min_args=1, max_args=3)
def strftime(call, args, block):
    first = args[0]
    if isinstance(first, PTimestamp):
        if len(args) < 2 or not isinstance(args[1], str):
            fail_type(call, 'strftime', 2, 'a String value', args[1] if len(args) > 1 else None)
        timezone = args[2] if len(args) > 2 else None
        offset, name = _zone(call, timezone)
        return format_time(first.nsecs, args[1], offset, name)
    if isinstance(first, PTimespan):
        # strftime(Timespan, String): Puppet's Timespan format language, no time zone
        if len(args) != 2 or not isinstance(args[1], str):
            fail_type(call, 'strftime', 2, 'a String value', args[1] if len(args) > 1 else None)
        try:
            return first.strftime(args[1])
        except TimeError as error:
            raise EvaluationError(str(error), call.span)
    if isinstance(first, str) and len(args) <= 2:
        # The deprecated form formats the current time.
        call.runtime().warn('The argument signature (String format, [String timezone]) is '
                            'deprecated for #strftime. See #strftime documentation and '
                            'Timespan type for more info', call.span)
        offset, name = _zone(call, args[1] if len(args) > 1 else None)
        return format_time(time.time_ns(), first, offset, name)
    raise EvaluationError("'strftime' expects a Timestamp or a Timespan and a format, or a "
                          'format', call.span)


@function('find_template', pure=False, min_args=1)
def find_template(call, args, block):
    from ..values.core import flatten
    from .files import find_module_file
    for name in flatten(args):
        path = find_module_file(call, name, folder='templates')
        if path is not None:
            return path
    return None
