"""Source text and spans: where every token and graph node comes from.

A Span is a pair of character offsets into one Source; line and column are
computed on demand (1-based, columns counted in characters) so that lexing
stays cheap and positions are exact even inside heredocs and interpolations.
"""
import os
import stat
from bisect import bisect_right
from itertools import accumulate

from .errors import BadArgument, InputError, UsageError


class Source:
    __slots__ = ('text', 'filename', '_line_starts', 'status')

    def __init__(self, text, filename='<string>'):
        if not isinstance(filename, str):
            filename = os.fspath(filename) if isinstance(filename, os.PathLike) else filename
        if not isinstance(text, str) or not isinstance(filename, str):
            raise BadArgument('Source(text, filename) takes two str, not %s and %s'
                              % (type(text).__name__, type(filename).__name__))
        self.text = text
        self.filename = filename
        self._line_starts = None
        # the file's os.stat when its text was read from it (from_file), else
        # None: what the parse cache may key the text's digest by (syntax/digests.py)
        self.status = None

    @classmethod
    def from_file(cls, path):
        data, info = _read_input(path)
        # newline='': a CRLF file keeps its CRs, in strings too (as in Puppet).
        source = cls(_decoded_input(path, data, newline=''), str(path))
        if len(data) == info.st_size:     # else it grew while read: not the file seen
            source.status = info
        return source

    def line_starts(self):
        if self._line_starts is None:
            # each line's start is the one before plus that line's length and
            # its '\n', summed in C (a loop of find() calls was 1.4% of
            # compiling a 20,000-line manifest); the last sum is the text's end
            starts = list(accumulate(map((1).__add__, map(len, self.text.split('\n'))),
                                     initial=0))
            starts.pop()
            self._line_starts = starts
        return self._line_starts

    def line_col(self, offset):
        starts = self.line_starts()
        index = bisect_right(starts, offset) - 1
        return index + 1, offset - starts[index] + 1

    def line_text(self, line):
        starts = self.line_starts()
        start = starts[line - 1]
        end = starts[line] - 1 if line < len(starts) else len(self.text)
        return self.text[start:end]

    def __repr__(self):
        return 'Source(%r)' % self.filename


EXCERPT_WIDTH = 120    # characters of a source line shown under an error


class Span:
    """A half-open range [start, end) of character offsets in a Source."""
    __slots__ = ('source', 'start', 'end')

    def __init__(self, source, start, end):
        self.source = source
        self.start = start
        self.end = end

    @property
    def filename(self):
        return self.source.filename

    @property
    def line(self):
        return self.source.line_col(self.start)[0]

    @property
    def column(self):
        return self.source.line_col(self.start)[1]

    @property
    def end_line(self):
        return self.source.line_col(max(self.start, self.end - 1))[0]

    @property
    def end_column(self):
        return self.source.line_col(max(self.start, self.end - 1))[1] + 1

    @property
    def text(self):
        return self.source.text[self.start:self.end]

    def to(self, other):
        """The span covering self up to the end of other."""
        if other is None:
            return self
        return Span(self.source, min(self.start, other.start), max(self.end, other.end))

    def location(self):
        line, col = self.source.line_col(self.start)
        return '%s:%d:%d' % (self.filename, line, col)

    def excerpt(self):
        """The source line with a caret row under the span (Lark's get_context)."""
        line, col = self.source.line_col(self.start)
        text = self.source.line_text(line).expandtabs(1)
        end_line, _ = self.source.line_col(max(self.start, self.end - 1))
        if end_line == line:
            width = max(1, self.end - self.start)
        else:
            width = max(1, len(text) - col + 1)
        width = min(width, max(1, len(text) - col + 1))
        if len(text) > EXCERPT_WIDTH:
            # A huge line (generated code, a minified file): the part around the column.
            start = max(0, col - 1 - EXCERPT_WIDTH // 2)
            end = start + EXCERPT_WIDTH
            text = ('...' if start else '') + text[start:end] + ('...' if end < len(text) else '')
            col = col - start + (3 if start else 0)
            width = min(width, EXCERPT_WIDTH - (col - 1) + (3 if start else 0))
        return '%s\n%s%s' % (text, ' ' * (col - 1), '^' * max(1, width))

    def __repr__(self):
        return '<Span %s-%d>' % (self.location(), self.end)


class FilledSpan(Span):
    """A Span made with no arguments and filled in by its maker, the parse
    cache's decoders (syntax/decoders.py: a span for every node they build).
    Its __init__ is object's, so making one is a C call: object.__new__(Span)
    cost a third more (the builtin parses its arguments), Span's own __init__
    a Python call as well."""
    __slots__ = ()
    __init__ = object.__init__


# -- reading input files ---------------------------------------------------------------

DEFAULT_MAX_INPUT_SIZE = 64 * 1024 * 1024
MAX_INPUT_SIZE_VARIABLE = 'LAZYGRAPH_MAX_INPUT_SIZE'


def max_input_size():
    """The largest input file lazygraph reads, in bytes ($LAZYGRAPH_MAX_INPUT_SIZE,
    which `--max-input-size` sets for the command's own process)."""
    value = os.environ.get(MAX_INPUT_SIZE_VARIABLE)
    if not value:
        return DEFAULT_MAX_INPUT_SIZE
    try:
        size = int(value)
    except ValueError:
        size = 0
    if size <= 0:       # a bound set wrong is said so, not silently replaced
        raise UsageError('$%s (or --max-input-size) is a positive number of bytes, not %r'
                         % (MAX_INPUT_SIZE_VARIABLE, value))
    return size


def read_input_bytes(path):
    """The bytes of an input file: a regular file no larger than max_input_size().
    A device, FIFO or socket (`/dev/zero`, `<(cmd)`) would be read forever or
    block: refused with an InputError naming the file, as is a file too large."""
    return _read_input(path)[0]


def _read_input(path):
    """read_input_bytes(), and the os.fstat of the file opened (taken before it
    was read)."""
    limit = max_input_size()
    try:
        _check_regular(path, os.stat(path), limit)     # opening a FIFO would block
        with open(path, 'rb') as f:
            info = os.fstat(f.fileno())
            _check_regular(path, info, limit)   # what was opened
            # Ask for the size seen, not the limit: PyPy allocates what read(n) asks.
            data = f.read(info.st_size + 1)
            if len(data) > info.st_size:      # grew since: read on, up to the limit
                data += f.read(limit + 1 - len(data))
    except FileNotFoundError:
        raise InputError('%s: no such file' % path)
    except IsADirectoryError:
        raise InputError('%s: is a directory' % path)
    except OSError as exc:
        raise InputError('%s: cannot read: %s' % (path, exc.strerror or exc))
    if len(data) > limit:     # grew while being read
        raise InputError(_too_large(path, len(data), limit))
    return data, info


def _check_regular(path, info, limit):
    if stat.S_ISDIR(info.st_mode):
        raise InputError('%s: is a directory' % path)
    if not stat.S_ISREG(info.st_mode):
        raise InputError('%s: not a regular file (a device, pipe or socket is not read)'
                         % path)
    if info.st_size > limit:
        raise InputError(_too_large(path, info.st_size, limit))


def _too_large(path, size, limit):
    return ('%s: %d bytes, more than the %d bytes lazygraph reads (--max-input-size or $%s '
            'raise the limit)' % (path, size, limit, MAX_INPUT_SIZE_VARIABLE))


def read_input_text(path, newline=None):
    """read_input_bytes() decoded as UTF-8; a bad byte is an InputError located at its
    line and column. newline='' keeps CRs (manifests: a CRLF file keeps them in
    strings, as in Puppet); None translates them as text mode does."""
    return _decoded_input(path, read_input_bytes(path), newline)


def _decoded_input(path, data, newline):
    try:
        text = data.decode('utf-8')
    except UnicodeDecodeError as exc:
        offset = len(data[:exc.start].decode('utf-8'))
        shown = Source(data.decode('utf-8', 'replace'), str(path))
        raise InputError('not UTF-8 text (byte 0x%02x)' % data[exc.start],
                         Span(shown, offset, offset + 1))
    if newline is None:
        text = text.replace('\r\n', '\n').replace('\r', '\n')
    return text
