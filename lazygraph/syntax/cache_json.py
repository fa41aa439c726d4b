"""Reading the parse cache's lines (syntax/parse_cache.py), with json's values
and errors."""
import json
import json.scanner
import sys

# orjson reads a cache's JSON in less than half the time json's C scanner takes
# (building class bodies from their lines is the largest cost of a warm
# compile). It has no PyPy build, and reads some texts otherwise than json: it
# refuses NaN, Infinity, a number past a float's range and a lone surrogate's
# escape (json.dumps writes them; json then decides), and reads an integer
# beyond 64 bits as a float (json: an int) -- which a cache line never holds
# (parse_cache._encode_value refuses to write one; looking for 19 digits in a
# row in every line cost 1% of a compile). Every value and every error of a
# line the cache writes stays json's.


def load_orjson():
    """orjson's (loads, the error it refuses with), or None where it is not
    installed (PyPy)."""
    try:
        from orjson import JSONDecodeError, loads
    except ImportError:
        return None
    return loads, JSONDecodeError


class LineReader:
    """Reads a parse cache's lines (its JSON values, or ValueError): json's
    scanner for the first JSON_FIRST bytes, orjson after them where installed
    (at once where this process has imported it).
    Importing orjson costs about 46 M instructions (it loads dataclasses,
    inspect, uuid, ...): a `get` reads a few lines and gains nothing from it,
    a compile reads every body and gains ten times that."""

    JSON_FIRST = 1 << 20

    def __init__(self):
        self._json_first = self.JSON_FIRST
        # (loads, its error) once loaded; False: not installed. An earlier
        # session of this process paid the import: read with it at once.
        self._orjson = load_orjson() if 'orjson' in sys.modules else None

    def __call__(self, line):
        orjson = self._orjson
        if orjson is None:
            self._json_first -= len(line)
            if self._json_first >= 0:
                return scan_json_line(line)
            orjson = self._orjson = load_orjson() or False
        return json_line(line, orjson) if orjson else scan_json_line(line)


def json_line(line, orjson):
    """A cache line's JSON value (UTF-8 bytes or text), the whole line or
    ValueError, read with ``orjson`` (load_orjson's pair) where it reads as json
    (a line with an integer past 64 bits, which the cache never writes, is
    read otherwise: see above)."""
    # (orjson reads space around a value, json's scanner refuses it)
    if line.__class__ is bytes and not (line[:1].isspace() or line[-1:].isspace()):
        loads, refusal = orjson
        try:
            return loads(line)
        except refusal:
            pass
    return scan_json_line(line)


# json's C scanner called directly: json.loads wraps it in three Python calls, an
# encoding guess for bytes and two whitespace matches, a tenth of building a
# small body. A line is exactly what parse_cache._dumps wrote (no space around it).
_SCAN_JSON = json.scanner.make_scanner(json.JSONDecoder())


def scan_json_line(line):
    """A cache line's JSON value as json reads it, the whole line or ValueError."""
    text = line.decode('utf-8') if line.__class__ is bytes else line
    try:
        value, end = _SCAN_JSON(text, 0)
    except StopIteration:
        raise ValueError('not JSON') from None
    if end != len(text):
        raise ValueError('not one JSON value')
    return value
