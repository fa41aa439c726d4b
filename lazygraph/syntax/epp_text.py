"""The text parts of an EPP template, scanned as Puppet's EppScanner does.

The lexer (lexer.py, EPP mode) hands over here at the start of a template and
after every ``%>`` / ``-%>``; ``scan_text`` reads literal text up to the next
tag that opens Puppet code and says which mode follows. The rules are those of
Puppet 7's epp_support.rb, checked against the oracle:

* ``<%%`` is a literal ``<%``, ``%%>`` a literal ``%>``;
* ``<%# ... %>`` is a comment (``<%#-`` trims blanks before it on its line,
  ``-%>`` trims what follows up to and including a line break);
* ``<%-`` trims the blanks before the tag on its line (not the line break);
* after ``-%>`` blanks up to and including the next line break are dropped.
"""
import re

OPEN = re.compile(r'<%|\Z')
COMMENT_END = re.compile(r'[^%]%>')
SKIP_LEADING = re.compile(r'[ \t]*\r?(?:\n|\Z)?')
TRAILING_BLANKS_BEFORE_TAG = re.compile(r'[ \t]*<%\Z')
TRAILING_BLANKS = re.compile(r'[ \t]*\Z')

TEXT, CODE, EXPR, ERROR = 'text', 'epp', 'expr', 'error'


class TextScan:
    """The result of one scan: text (None at end of input), next mode, end offset."""
    __slots__ = ('text', 'mode', 'end', 'issue', 'issue_at')

    def __init__(self, text, mode, end, issue=None, issue_at=None):
        self.text, self.mode, self.end = text, mode, end
        self.issue, self.issue_at = issue, issue_at


def scan_text(source, pos, skip_leading=False):
    """Literal text from ``pos`` up to the next code tag (or the end)."""
    n = len(source)
    if pos >= n:
        return TextScan(None, TEXT, pos)
    out = ''
    while pos < n:
        match = OPEN.search(source, pos)
        part = source[pos:match.end()]
        pos = match.end()
        if skip_leading:
            part = SKIP_LEADING.sub('', part, count=1)
            skip_leading = False
        part = part.replace('%%>', '%>')
        out += part
        follower = source[pos:pos + 1]
        if follower == '':
            if out.endswith('<%'):
                return TextScan(out, ERROR, pos, 'Unbalanced embedded expression - opening <% '
                                'and reaching end of input', pos - 2)
            return TextScan(out, TEXT, pos)
        if follower == '-':
            return TextScan(TRAILING_BLANKS_BEFORE_TAG.sub('', out, count=1), CODE, pos + 1)
        if follower == '%':
            pos += 1          # '<%%': the '<%' already read stays, as literal text
            continue
        if follower == '=':
            return TextScan(out[:-2], EXPR, pos + 1)
        if follower == '#':
            out = out[:-2]
            end = COMMENT_END.search(source, pos)
            if end is None:
                return TextScan(out, ERROR, n, 'Reaching end after opening <%# without '
                                'seeing %>', pos - 2)
            if source[pos + 1:pos + 2] == '-':   # '<%#-'
                out = TRAILING_BLANKS.sub('', out, count=1)
            pos = end.end()
            skip_leading = source.endswith('-%>', 0, pos)
            continue
        return TextScan(out[:-2], CODE, pos)
    return TextScan(out, TEXT, pos)
