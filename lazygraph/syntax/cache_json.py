"""Reading the parse cache's JSON (syntax/parse_cache.py): its files' lines
and whole files, with json's values and errors."""
import json
import json.scanner

# orjson reads a cache's JSON in less than half the time json's C scanner takes
# (building class bodies from their lines is the largest cost of a warm
# compile). It has no PyPy build, and reads some texts otherwise than json: it
# refuses NaN, Infinity, a number past a float's range and a lone surrogate's
# escape (json.dumps writes them; json then decides), and reads an integer
# beyond 64 bits as a float (json: an int), so text with 19 digits in a row is
# left to json. Every value and every error stays json's.
try:
    from orjson import JSONDecodeError as _OrjsonRefusal, loads as _orjson_loads
except ImportError:
    _orjson_loads = None

_DIGITS_AS_ZEROS = bytes.maketrans(b'123456789', b'000000000')
_LONG_NUMBER = b'0' * 19          # -9223372036854775809, past 64 bits, has 19 digits
_JSON_DECIDES = object()


def _orjson_value(data):
    """orjson's value of the UTF-8 bytes ``data``, or _JSON_DECIDES where json
    may read them otherwise (or orjson is not installed)."""
    if _orjson_loads is None or _LONG_NUMBER in data.translate(_DIGITS_AS_ZEROS):
        return _JSON_DECIDES
    try:
        return _orjson_loads(data)
    except _OrjsonRefusal:
        return _JSON_DECIDES


def loads(text):
    """json.loads(text) of a cache file's text."""
    # surrogatepass: a lone surrogate gives bytes orjson refuses (json reads it)
    value = _orjson_value(text.encode('utf-8', 'surrogatepass'))
    return json.loads(text) if value is _JSON_DECIDES else value


def json_line(line):
    """A cache line's JSON value (UTF-8 bytes or text), the whole line or ValueError."""
    # (orjson reads space around a value, json's scanner refuses it)
    if line.__class__ is bytes and not (line[:1].isspace() or line[-1:].isspace()):
        value = _orjson_value(line)
        if value is not _JSON_DECIDES:
            return value
    return scan_json_line(line)


# json's C scanner called directly: json.loads wraps it in three Python calls, an
# encoding guess for bytes and two whitespace matches, a tenth of building a
# small body. A line is exactly what parse_cache._dumps wrote (no space around it).
_SCAN_JSON = json.scanner.make_scanner(json.JSONDecoder())


def scan_json_line(line):
    """json_line's value as json reads it."""
    text = line.decode('utf-8') if line.__class__ is bytes else line
    try:
        value, end = _SCAN_JSON(text, 0)
    except StopIteration:
        raise ValueError('not JSON') from None
    if end != len(text):
        raise ValueError('not one JSON value')
    return value
