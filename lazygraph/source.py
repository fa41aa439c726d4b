"""Source text and spans: where every token and graph node comes from.

A Span is a pair of character offsets into one Source; line and column are
computed on demand (1-based, columns counted in characters) so that lexing
stays cheap and positions are exact even inside heredocs and interpolations.
"""
from bisect import bisect_right


class Source:
    __slots__ = ('text', 'filename', '_line_starts')

    def __init__(self, text, filename='<string>'):
        self.text = text
        self.filename = filename
        self._line_starts = None

    @classmethod
    def from_file(cls, path):
        # newline='': a CRLF file keeps its CRs, in strings too (as in Puppet).
        with open(path, encoding='utf-8', newline='') as f:
            return cls(f.read(), str(path))

    def line_starts(self):
        if self._line_starts is None:
            starts = [0]
            find = self.text.find
            pos = find('\n')
            while pos >= 0:
                starts.append(pos + 1)
                pos = find('\n', pos + 1)
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
        return '%s\n%s%s' % (text, ' ' * (col - 1), '^' * width)

    def __repr__(self):
        return '<Span %s-%d>' % (self.location(), self.end)
