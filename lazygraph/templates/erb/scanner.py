"""ERB text to the Ruby script Ruby's ERB would generate (trim_mode '-').

Ruby's ERB (ExplicitScanner + Compiler) turns a template into one Ruby
program: text runs become ``_erbout.<< "TEXT".freeze`` followed by as many
newlines as TEXT holds, ``<%= e %>`` becomes ``_erbout.<<((e).to_s)``, code is
copied, and the commands of one line are joined with ``'; '``.  We build the
same script with markers in place of the generated commands, so that a Ruby
comment in a tag swallows the rest of its script line exactly as in Ruby, and
keep a map from script offsets back to template offsets for error spans.
"""
from bisect import bisect_right
import re

from ...patterns import LazyPattern

# Markers (private-use characters) the lexer reads as the generated commands.
TEXT_MARK = '\ue000'     # followed by the text's index and TEXT_END
TEXT_END = '\ue001'
INSERT_MARK = '\ue002'   # followed by '(' CODE ')'
INIT_MARK = '\ue003'     # _erbout = +''
RESULT_MARK = '\ue004'   # _erbout (the script's value)
INSERT_END = '\ue005'    # the ')' closing a <%= %> tag's code
MARKS = TEXT_MARK + TEXT_END + INSERT_MARK + INIT_MARK + RESULT_MARK + INSERT_END

_STAG = LazyPattern(r'(.*?)((?:(?<=\n)[ \t]*<%-)|<%-|<%%|<%=|<%#|<%|\Z)', re.S)
_LEADING_TRIM = LazyPattern(r'()([ \t]*<%-)')
_ETAG = LazyPattern(r'(.*?)(-%>|%%>|%>|\Z)', re.S)
_TRIMMED_NEWLINE = LazyPattern(r'\r?\n|\Z')


class Script:
    """The generated program: ``code`` with markers, the text runs, an offset map."""

    def __init__(self):
        self.texts = []
        self._parts = []
        self._length = 0
        self._starts = []    # script offset where each mapped piece starts
        self._origins = []   # template offset of that start (None: synthetic)

    def add(self, code, origin=None):
        if not code:
            return
        self._starts.append(self._length)
        self._origins.append(origin)
        self._parts.append(code)
        self._length += len(code)

    @property
    def code(self):
        return ''.join(self._parts)

    def template_offset(self, offset):
        """The template offset a script offset comes from."""
        index = bisect_right(self._starts, offset) - 1
        while index >= 0:
            origin = self._origins[index]
            if origin is not None:
                delta = offset - self._starts[index]
                if delta < len(self._parts[index]):
                    return origin + delta
                return origin + len(self._parts[index]) - 1 if self._parts[index] else origin
            index -= 1
        return 0


class _Buffer:
    """ERB::Compiler::Buffer: commands of a line joined by '; '."""

    def __init__(self, script):
        self.script = script
        self.line = []           # (code, origin) commands of the current line

    def push(self, code, origin=None):
        self.line.append((code, origin))

    def cr(self):
        self._flush()
        self.script.add('\n')

    def close(self):
        self._flush()

    def _flush(self):
        for i, (code, origin) in enumerate(self.line):
            if i:
                self.script.add('; ')
            if isinstance(code, list):       # pieces with their own origins
                for piece, piece_origin in code:
                    self.script.add(piece, piece_origin)
            else:
                self.script.add(code, origin)
        self.line = []


def scan(text):
    """Split ``text`` as ERB's ExplicitScanner does and compile it to a Script."""
    script = Script()
    out = _Buffer(script)
    out.push(INIT_MARK)
    stag = None
    stag_at = 0
    content = []
    content_at = 0
    pos = 0
    length = len(text)

    def put_text(at):
        run = ''.join(content)
        index = len(script.texts)
        script.texts.append(run)
        out.push('%s%d%s%s' % (TEXT_MARK, index, TEXT_END, '\n' * run.count('\n')), at)

    while pos < length:
        if stag is None:
            # Ruby's StringScanner lets ^ match at the scan position too.
            match = _LEADING_TRIM.match(text, pos) or _STAG.match(text, pos)
        else:
            match = _ETAG.match(text, pos)
        body, elem = match.group(1), match.group(2)
        body_at = match.start(1)
        pos = match.end()
        tokens = []
        if body:
            tokens.append((body, body_at))
        elem_at = match.start(2)
        if stag is None and elem.endswith('<%-'):
            tokens.append(('<%', elem_at))
        elif stag is not None and elem == '-%>':
            tokens.append(('%>', elem_at))
            newline = _TRIMMED_NEWLINE.match(text, pos)
            if newline is not None:
                pos = newline.end()
                tokens.append((None, elem_at))   # :cr
        elif elem:
            tokens.append((elem, elem_at))
        for token, at in tokens:
            if stag is None:
                if token is None:
                    out.cr()
                elif token in ('<%', '<%=', '<%#'):
                    if content:
                        put_text(content_at)
                    stag, stag_at = token, at
                    content, content_at = [], at + len(token)
                elif token == '<%%':
                    if not content:
                        content_at = at
                    content.append('<%')
                else:
                    if not content:
                        content_at = at
                    content.append(token)
            else:
                if token is None:
                    out.cr()
                elif token == '%>':
                    _compile_content(out, stag, stag_at, content, at)
                    stag = None
                    content, content_at = [], at
                elif token == '%%>':
                    content.append(('%>', at))
                else:
                    content.append((token, at))
        if not match.group(0):
            break
    if content:
        if stag is not None:
            # An unclosed tag: ERB outputs its content as text.
            content = [piece if isinstance(piece, str) else piece[0] for piece in content]
        put_text(content_at)
    out.push(RESULT_MARK)
    out.close()
    return script


def _compile_content(out, stag, stag_at, content, etag_at):
    pieces = [piece for piece in content if piece[0]]
    if stag == '<%':
        if pieces and pieces[-1][0].endswith('\n'):
            last, at = pieces[-1]
            pieces[-1] = (last[:-1], at)
            out.push(pieces)
            out.cr()
        else:
            out.push(pieces)
    elif stag == '<%=':
        out.push([(INSERT_MARK + '(', stag_at)] + pieces + [(INSERT_END, etag_at)])
