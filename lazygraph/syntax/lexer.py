"""The Puppet 4+ lexer (PLY), after Puppet's own lexer2.rb.

Context matters in Puppet's lexical structure, so a few tokens depend on what
came before them, exactly as in Puppet:

* ``[`` is LISTSTART at the start of input or after white space, else LBRACK
  (access): ``$a[1]`` indexes, ``$a [1]`` is two expressions.
* ``(`` is WSLPAREN when only blanks precede it on its line, so a parenthesised
  expression on a new line never becomes the argument list of a call.
* ``/`` starts a regex unless the previous token ends an operand.
* ``{`` right after ``?`` is SELBRACE (a selector body).

In EPP mode (a template: ``PuppetLexer(..., epp=True)``) the input starts as
text, as in Puppet's lexer: EPP_START, then RENDER_STRING for literal text
(epp_text.py scans it), RENDER_EXPR for ``<%=``, and ordinary tokens for the
code inside tags; ``%>`` / ``-%>`` end the code (EPP_END / EPP_END_TRIM after
an expression) and hand back to the text scanner.

Double-quoted strings and heredocs are lexed here whole: their value is a
list of parts, literal ``str`` or a list of tokens of an interpolated
expression, which the parser turns into nodes. The lexer never raises: it
reports through the ``on_error(message, start, end)`` callback (pycparser).
"""
import functools
import re

from ..patterns import LazyPattern
from ..source import Span

KEYWORDS = {
    'and': 'AND', 'attr': 'ATTR', 'case': 'CASE', 'class': 'CLASS',
    'default': 'DEFAULT', 'define': 'DEFINE', 'else': 'ELSE', 'elsif': 'ELSIF',
    'false': 'BOOLEAN', 'function': 'FUNCTION', 'if': 'IF', 'in': 'IN',
    'inherits': 'INHERITS', 'node': 'NODE', 'or': 'OR', 'private': 'PRIVATE',
    'true': 'BOOLEAN', 'type': 'TYPE', 'undef': 'UNDEF', 'unless': 'UNLESS',
}

# What `${...}` reads as a variable name when it comes first.
NAME_LIKE = frozenset(['NAME', 'NUMBER']) | (frozenset(KEYWORDS.values()) - {'BOOLEAN'})

# Longest first: the master pattern takes the first alternative that matches.
PUNCTUATION = [
    ('<<|', 'LLCOLLECT'), ('|>>', 'RRCOLLECT'),
    ('=>', 'FARROW'), ('+>', 'PARROW'), ('+=', 'APPENDS'), ('-=', 'DELETES'),
    ('==', 'ISEQUAL'), ('!=', 'NOTEQUAL'), ('=~', 'MATCH'), ('!~', 'NOMATCH'),
    ('>=', 'GREATEREQUAL'), ('<=', 'LESSEQUAL'), ('<<', 'LSHIFT'), ('>>', 'RSHIFT'),
    ('<|', 'LCOLLECT'), ('|>', 'RCOLLECT'), ('<-', 'IN_EDGE'), ('<~', 'IN_EDGE_SUB'),
    ('->', 'OUT_EDGE'), ('~>', 'OUT_EDGE_SUB'), ('@@', 'ATAT'),
    ('[', 'LBRACK'), (']', 'RBRACK'), ('{', 'LBRACE'), ('}', 'RBRACE'),
    ('(', 'LPAREN'), (')', 'RPAREN'), ('=', 'EQUALS'), ('>', 'GREATERTHAN'),
    ('<', 'LESSTHAN'), ('!', 'NOT'), ('.', 'DOT'), (',', 'COMMA'), (';', 'SEMIC'),
    (':', 'COLON'), ('?', 'QMARK'), ('@', 'AT'), ('+', 'PLUS'), ('-', 'MINUS'),
    ('*', 'TIMES'), ('%', 'MODULO'), ('|', 'PIPE'), ('/', 'DIV'),
]
PUNCT_TYPES = dict(PUNCTUATION)

# After these a '/' is division (lexer2's regexp_acceptable?).
OPERAND_ENDS = frozenset([
    'RPAREN', 'RBRACK', 'RRCOLLECT', 'RCOLLECT', 'NAME', 'CLASSREF', 'NUMBER',
    'STRING', 'DQSTRING', 'BOOLEAN', 'HEREDOC', 'REGEX', 'VARIABLE', 'WORD',
])

tokens = sorted(set(KEYWORDS.values()) | set(PUNCT_TYPES.values()) | {
    'NAME', 'CLASSREF', 'WORD', 'VARIABLE', 'NUMBER', 'STRING', 'DQSTRING',
    'HEREDOC', 'REGEX', 'LISTSTART', 'WSLPAREN', 'SELBRACE', 'INTERPOLATION',
    'EPP_START', 'RENDER_STRING', 'RENDER_EXPR', 'EPP_END', 'EPP_END_TRIM',
})

# Names are ASCII in Puppet (re.A: Python's \w would take 'é' into a name). Compiled when
# first lexing (LazyPattern): a file read back from the parse cache is not lexed.
NAME_RE = LazyPattern(r'(?:::)?[a-z_]\w*(?:::[a-z_]\w*)*', re.A)
VARNAME_RE = LazyPattern(r'(?:::)?(?:[A-Za-z_]\w*::)*\w+', re.A)
VALID_VARNAME = LazyPattern(r'\A(?:(?:::)?[a-z]\w*)*(?:(?:::)?[a-z_]\w*)\Z|\A(?:0|[1-9][0-9]*)\Z',
                            re.A)


def regex_end(text, pos):
    """Where the regex literal opening at ``pos`` ends, as Puppet's lexer scans it:
    up to the next '/' (newlines included: a (?x) pattern may span lines) that an
    odd run of backslashes does not escape; None when there is none (a division)."""
    end = text.find('/', pos + 1)
    while end >= 0:
        back = end
        while back > pos + 1 and text[back - 1] == '\\':
            back -= 1
        if (end - back) % 2 == 0:
            return end + 1
        end = text.find('/', end + 1)
    return None


HEREDOC_RE = LazyPattern(
    r'@\(\s*([^\s:/)"]+|"[^"\n]*")\s*(?::\s*([a-z][a-zA-Z0-9_+]*))?\s*(?:/\s*([\w$]*))?\s*\)')
HEREDOC_FLAGS = frozenset('trnsuL$')
SQ_ESCAPES = {'\\': '\\', "'": "'"}
DQ_ESCAPES = {'\\': '\\', '"': '"', "'": "'", 'n': '\n', 'r': '\r', 't': '\t', 's': ' ', '$': '$'}


@functools.lru_cache(maxsize=None)
def _plain_run(closer, backslash, dollar, newline):
    """A pattern for a run of string content where none of the characters
    _scan_parts acts on occurs."""
    specials = (closer or '') + '\\' * backslash + '$' * dollar + '\n' * newline
    return re.compile('[^%s]+' % re.escape(specials) if specials else '(?s).+')


class PuppetLexer:
    tokens = tokens

    def __init__(self, source, on_error, start=0, end=None, epp=False):
        self.source = source
        self.text = source.text
        self.on_error = on_error
        self.last_type = None
        # Heredoc bodies are cut out of the token stream: where the line holding
        # @(TAG) ends, lexing resumes after the last body read from that line.
        self._heredoc_resume = None   # (newline offset, offset after bodies)
        self.lexer = _bound_lexer(self)
        self.lexer.input(self.text)
        if start or end is not None:
            # A run of statements inside the text (parse_range): positions stay absolute.
            self.lexer.lexpos = start
            self.lexer.lexlen = len(self.text) if end is None else end
        self.epp_mode = None      # EPP: 'text', 'epp' (code) or 'expr' (after <%=)
        self.epp_open = None      # where the open code tag is
        self._queue = []          # tokens the text scanner produced ahead
        if epp:
            self._queue.append(self._make('EPP_START', None, 0, 0))
            self._scan_epp_text(0, False)

    # -- driver -----------------------------------------------------------
    def token(self):
        if self._queue:
            tok = self._queue.pop(0)
            self.last_type = tok.type
            return tok
        tok = self.lexer.token()
        if tok is None and self.epp_open is not None:
            self.error('Unbalanced epp tag, reached <eof> without closing tag.',
                       len(self.text) - 1, len(self.text))
            self.epp_open = None
        if tok is not None:
            if not hasattr(tok, 'endpos'):
                tok.endpos = self.lexer.lexpos
            self.last_type = tok.type
        return tok

    def __iter__(self):
        while True:
            tok = self.token()
            if tok is None:
                return
            yield tok

    def error(self, message, start, end=None):
        self.on_error(message, start, start + 1 if end is None else end)

    def _make(self, type_, value, start, end):
        return make_token(type_, value, start, end)

    # -- ignored input ----------------------------------------------------
    t_ignore = ' \t\r'

    def t_newline(self, t):
        r'\n'
        resume = self._heredoc_resume
        if resume is not None and t.lexpos >= resume[0]:
            self._heredoc_resume = None
            t.lexer.lexpos = resume[1]

    def t_comment(self, t):
        r'\#[^\n]*'

    def t_mlcomment(self, t):
        r'/\*(?:.|\n)*?\*/'
        # Multi-line comments may hide the newline a heredoc waits for.
        resume = self._heredoc_resume
        if resume is not None and t.lexer.lexpos > resume[0]:
            self.error('a heredoc body cannot start inside a comment', t.lexpos)

    # -- strings ------------------------------------------------------------
    def t_STRING(self, t):
        r"'"
        t.value, end = self._scan_single_quoted(t.lexpos)
        t.lexer.lexpos = end
        t.endpos = end
        return t

    def t_DQSTRING(self, t):
        r'"'
        parts, end = self._scan_parts(t.lexpos + 1, DQ_ESCAPES, interpolate=True, closer='"')
        t.lexer.lexpos = end
        t.endpos = end
        if all(isinstance(p, str) for p in parts):
            t.type = 'STRING'
            t.value = ''.join(parts)
        else:
            t.value = parts
        return t

    def t_HEREDOC(self, t):
        r'@\('
        match = HEREDOC_RE.match(self.text, t.lexpos)
        if not match:
            self.error('invalid heredoc tag: expected @("TAG"), @(TAG:syntax/flags)', t.lexpos)
            return None
        tag, syntax, flags = match.group(1), match.group(2), match.group(3)
        interpolate = tag.startswith('"')
        tag = tag.strip('"')
        escapes = self._heredoc_escapes(flags, t.lexpos)
        t.lexer.lexpos = match.end()
        t.endpos = match.end()
        t.value = (self._read_heredoc(tag, escapes, interpolate, t.lexpos), syntax)
        return t

    # -- names, variables, numbers -----------------------------------------
    def t_VARIABLE(self, t):
        r'\$(?:::)?(?:\w+::)*\w+'
        name = t.value[1:]
        if not VALID_VARNAME.match(name):
            self.error("illegal variable name '%s'" % t.value, t.lexpos, t.lexpos + len(t.value))
        t.value = name
        return t

    def t_dollar(self, t):
        r'\$'
        self.error("'$' must be followed by a variable name", t.lexpos)

    def t_CLASSREF(self, t):
        r'(?:::)?[A-Z]\w*(?:::[A-Z]\w*)*'
        if t.lexer.lexpos < len(self.text) and self.text.startswith('::', t.lexer.lexpos):
            self.error("illegal type reference '%s::': every segment must start "
                       "with an upper case letter" % t.value, t.lexpos, t.lexer.lexpos + 2)
        return t

    def t_NAME(self, t):
        r'(?:::)?[a-z_][\w]*(?:::[a-z_]\w*)*(?:-[\w-]*\w)?'
        if '-' in t.value:
            t.type = 'WORD'
            return t
        t.type = KEYWORDS.get(t.value, 'NAME')
        return t

    def t_NUMBER(self, t):
        r'(?:0[xX][0-9A-Fa-f]+|\d+(?:\.\d+)?(?:[eE]-?\d+)?)\w*'
        text = t.value
        if re.match(r'0[xX][0-9A-Fa-f]+\Z', text):
            t.value = self._integer(t, int(text, 16))
        elif re.match(r'0\d+\Z', text):
            if not re.match(r'0[0-7]+\Z', text):
                self.error("not a valid octal number '%s'" % text, t.lexpos, t.lexer.lexpos)
                t.value = 0
            else:
                t.value = self._integer(t, int(text, 8))
        elif re.match(r'\d+\Z', text):
            # 20 digits and more are out of range anyway; Python refuses to
            # convert more than 4,300 (a denial-of-service guard).
            t.value = self._integer(t, int(text) if len(text) <= 4000 else None)
        elif re.match(r'\d+(?:\.\d+)?(?:[eE]-?\d+)?\Z', text):
            t.value = float(text)
            if t.value == float('inf'):
                self.error('NUMBER token does not contain a valid number, %s (outside the '
                           'Float range)' % text, t.lexpos, t.lexer.lexpos)
                t.value = 0.0
        else:
            self.error("illegal number '%s'" % text, t.lexpos, t.lexer.lexpos)
            t.value = 0
        return t

    def _integer(self, t, value):
        """A literal within Puppet's 64-bit Integer range, or Puppet's error (value
        None: too long to convert)."""
        if value is not None and value <= 0x7FFFFFFFFFFFFFFF:
            return value
        got = "'+0x%x'" % value if value is not None else '%d digits' % len(t.value)
        self.error('A Literal Integer resulted in a value outside of Puppet Integer max '
                   'range, got %s' % got, t.lexpos, t.lexer.lexpos)
        return 0

    # -- EPP ----------------------------------------------------------------
    def t_eppend(self, t):
        r'-?%>'
        if self.epp_mode is None:
            # Not a template: '-' or '%' alone, the rest is lexed after it.
            t.type = 'MINUS' if t.value[0] == '-' else 'MODULO'
            t.value = t.value[0]
            t.lexer.lexpos = t.lexpos + 1
            t.endpos = t.lexpos + 1
            return t
        trim = t.value[0] == '-'
        t.endpos = t.lexer.lexpos
        if self.epp_mode == 'expr':
            t.type = 'EPP_END_TRIM' if trim else 'EPP_END'
            self._queue.append(t)
        self._scan_epp_text(t.lexer.lexpos, trim)
        if self._queue:
            return self._queue.pop(0)
        return None

    def _scan_epp_text(self, pos, skip_leading):
        from .epp_text import CODE, ERROR, EXPR, scan_text
        scan = scan_text(self.text, pos, skip_leading)
        self.lexer.lexpos = scan.end
        if scan.mode == ERROR:
            self.error(scan.issue, scan.issue_at, scan.issue_at + 2)
        if scan.text is not None and (scan.text or scan.mode not in (CODE, EXPR)):
            self._queue.append(self._make('RENDER_STRING', scan.text, pos, scan.end))
        if scan.mode == EXPR:
            self._queue.append(self._make('RENDER_EXPR', None, scan.end - 3, scan.end))
        self.epp_mode = scan.mode
        self.epp_open = scan.end if scan.mode in (CODE, EXPR) else None

    # -- punctuation (context sensitive) -----------------------------------
    def t_punct(self, t):
        r'<<\||\|>>|=>|\+>|\+=|-=|==|!=|=~|!~|>=|<=|<<|>>|<\||\|>|<-|<~|->|~>|@@|[\[\]{}()=><!.,;:?@+\-*%|/]'
        value = t.value
        t.type = PUNCT_TYPES[value]
        pos = t.lexpos
        if value == '[':
            if pos == 0 or self.text[pos - 1] in ' \t\r\n':
                t.type = 'LISTSTART'
        elif value == '(':
            line_start = self.text.rfind('\n', 0, pos) + 1
            if not self.text[line_start:pos].strip(' \t\r'):
                t.type = 'WSLPAREN'
        elif value == '{':
            if self.last_type == 'QMARK':
                t.type = 'SELBRACE'
        elif value == '/' and self.last_type not in OPERAND_ENDS:
            end = regex_end(self.text, pos)
            if end is not None:
                t.type = 'REGEX'
                t.value = self.text[pos + 1:end - 1]
                t.lexer.lexpos = end
                t.endpos = end
        return t

    def t_error(self, t):
        char = t.value[0]
        self.error('unexpected character %r' % char, t.lexpos)
        t.lexer.skip(1)

    # -- string scanning ------------------------------------------------------
    def _scan_single_quoted(self, start):
        """Only \\ and \' are escapes in single quotes; returns (value, end)."""
        text = self.text
        pos = start + 1
        out = []
        while True:
            end = text.find("'", pos)
            # Only up to the quote: searching on to the end of the file made
            # lexing quadratic in the number of strings.
            back = text.find('\\', pos, end) if end >= 0 else text.find('\\', pos)
            if end < 0:
                self.error('unterminated single quoted string', start)
                return ''.join(out) + text[pos:], len(text)
            if 0 <= back < end:
                out.append(text[pos:back])
                nxt = text[back + 1:back + 2]
                if nxt in SQ_ESCAPES:
                    out.append(SQ_ESCAPES[nxt])
                    pos = back + 2
                else:
                    out.append('\\')
                    pos = back + 1
                continue
            out.append(text[pos:end])
            return ''.join(out), end + 1

    def _scan_parts(self, pos, escapes, interpolate, closer=None, end=None,
                    margin=0, heredoc_lines=False):
        """Scan string content into parts: str pieces and interpolation token lists.

        With ``closer`` the scan stops after that character; with ``end`` at that
        offset. Returns (parts, offset after the string).
        """
        text = self.text
        limit = len(text) if end is None else end
        parts = []
        buf = []
        start = pos - 1
        at_line_start = heredoc_lines   # a heredoc body starts at a line start
        plain = _plain_run(closer, escapes is not None, interpolate, heredoc_lines)
        while True:
            if pos >= limit:
                if closer is not None:
                    self.error('unterminated double quoted string', start + 1)
                    self.lexer.lexpos = limit
                break
            if at_line_start and margin:
                skipped = 0
                while skipped < margin and pos < limit and text[pos] in ' \t':
                    pos += 1
                    skipped += 1
                at_line_start = False
                continue
            # Characters with no meaning here, as one slice: a string per character
            # cost 60 bytes each on PyPy, which shares no one-character strings.
            run = plain.match(text, pos, limit)
            if run is not None:
                buf.append(run.group())
                pos = run.end()
                continue
            ch = text[pos]
            if ch == closer:
                pos += 1
                break
            if ch == '\\' and escapes is not None:
                nxt = text[pos + 1:pos + 2]
                # a backslash ends a line and joins the next to it in a double-quoted
                # string, and in a heredoc with the L flag
                joins = escapes is DQ_ESCAPES or escapes.get('L')
                if nxt in escapes and nxt not in ('', 'L'):    # those keys are settings
                    buf.append(escapes[nxt])
                    pos += 2
                elif nxt == 'u' and 'u' in escapes.get('', 'u'):
                    value, pos = self._unicode_escape(pos)
                    buf.append(value)
                elif nxt == '\n' and joins:
                    pos += 2
                    at_line_start = heredoc_lines
                elif nxt == '\r' and joins and text[pos + 2:pos + 3] == '\n':
                    pos += 3
                    at_line_start = heredoc_lines
                else:
                    buf.append('\\')
                    pos += 1
                continue
            if ch == '$' and interpolate:
                if text.startswith('${', pos):
                    toks, pos = self._interpolated_tokens(pos)
                    if buf:
                        parts.append(''.join(buf))
                        buf = []
                    parts.append(toks)
                    continue
                match = VARNAME_RE.match(text, pos + 1)
                if match and match.end() <= limit:
                    # Puppet lexes any $word as a variable, then refuses an illegal
                    # name ("$USER1$" in a nagios command line is an error)
                    if not VALID_VARNAME.match(match.group(0)):
                        self.error("illegal variable name '$%s' in a string" % match.group(0),
                                   pos, match.end())
                    if buf:
                        parts.append(''.join(buf))
                        buf = []
                    tok = self._make('VARIABLE', match.group(0), pos, match.end())
                    parts.append([tok])
                    pos = match.end()
                    continue
            buf.append(ch)
            pos += 1
            if ch == '\n':
                at_line_start = heredoc_lines
        if buf:
            parts.append(''.join(buf))
        return parts, pos

    def _unicode_escape(self, pos):
        text = self.text
        match = re.compile(r'\\u\{([0-9A-Fa-f]{1,6})\}|\\u([0-9A-Fa-f]{4})').match(text, pos)
        if not match:
            self.error('invalid unicode escape: expected \\uXXXX or \\u{X..XXXXXX}', pos, pos + 2)
            return '\\u', pos + 2
        code = int(match.group(1) or match.group(2), 16)
        if code > 0x10FFFF:
            self.error('unicode escape out of range', pos, match.end())
            return '', match.end()
        if 0xD800 <= code <= 0xDFFF:
            # A lone surrogate is no character: UTF-8 cannot hold it (Puppet's words).
            self.error('invalid byte sequence in UTF-8 (\\u{%X} is a surrogate, not a '
                       'character)' % code, pos, match.end())
            return '', match.end()
        return chr(code), match.end()

    def _interpolated_tokens(self, pos):
        """Lex the expression of ``${...}`` up to its matching brace."""
        try:
            return self._interpolation(pos)
        except RecursionError as exc:
            # Nested past the stack: the innermost ${ is where (deep.run_deep says so).
            if getattr(exc, 'span', None) is None:
                exc.span = Span(self.source, pos, pos + 2)
            raise

    def _interpolation(self, pos):
        sublexer = PuppetLexer(self.source, self.on_error)
        sublexer.last_type = 'LBRACE'    # so a leading '/' is a regex
        sublexer.lexer.lexpos = pos + 2
        toks = []
        depth = 0
        while True:
            tok = sublexer.token()
            if tok is None:
                self.error("unterminated interpolation: '${' has no closing '}'", pos, pos + 2)
                return toks, len(self.text)
            if tok.type in ('LBRACE', 'SELBRACE'):
                depth += 1
            elif tok.type == 'RBRACE':
                if depth == 0:
                    return self._variable_first(toks), tok.endpos
                depth -= 1
            toks.append(tok)

    def _variable_first(self, toks):
        """In ``${x}``, ``${x[1]}`` and ``${x.m}`` a leading name is the variable $x;
        so is a keyword (``${type}``, ``${node}``, ``${if}``), as in Puppet, but for
        true and false."""
        if toks and toks[0].type in NAME_LIKE and (
                len(toks) == 1 or toks[1].type in ('LBRACK', 'LISTSTART', 'DOT')):
            first = toks[0]
            name = self.text[first.lexpos:first.endpos]
            if not VALID_VARNAME.match(name):
                self.error("illegal variable name '%s' in interpolation" % name,
                           first.lexpos, first.endpos)
            first.type = 'VARIABLE'
            first.value = name
            if len(toks) > 1 and toks[1].type == 'LISTSTART':
                toks[1].type = 'LBRACK'
        return toks

    # -- heredoc -------------------------------------------------------------
    def _heredoc_escapes(self, flags, pos):
        if flags is None:
            return None
        letters = set(flags) or set(HEREDOC_FLAGS)
        bad = letters - HEREDOC_FLAGS
        if bad:
            self.error('invalid heredoc escape flag(s) %s; allowed: t r n s u L $'
                       % ''.join(sorted(bad)), pos)
        escapes = {'\\': '\\'}
        table = {'t': '\t', 'r': '\r', 'n': '\n', 's': ' ', '$': '$'}
        for letter in letters:
            if letter in table:
                escapes[letter] = table[letter]
        escapes[''] = 'u' if 'u' in letters else ''
        escapes['L'] = 'L' in letters
        return escapes

    def _read_heredoc(self, tag, escapes, interpolate, start):
        text = self.text
        line_end = text.find('\n', start)
        if line_end < 0:
            self.error('heredoc without a body: the text starts on the next line', start)
            return ['']
        resume = self._heredoc_resume
        body_start = resume[1] if resume is not None and resume[0] == line_end else line_end + 1
        end_re = re.compile(r'^([ \t]*)(\|)?[ \t]*(-)?[ \t]*' + re.escape(tag) + r'[ \t]*\r?$',
                            re.M)
        match = end_re.search(text, body_start)
        if not match:
            self.error("heredoc end tag '%s' not found: the text that starts here has no "
                       "line ending it with %s" % (tag, tag), min(body_start, len(text) - 1))
            self._heredoc_resume = (line_end, len(text))
            return ['']
        after = match.end() + 1 if match.end() < len(text) else match.end()
        self._heredoc_resume = (line_end, after)
        margin = len(match.group(1).expandtabs(1)) if match.group(2) else 0
        body_end = match.start()
        if match.group(3):   # '-': trim the last line break
            if text[body_end - 2:body_end] == '\r\n':
                body_end -= 2
            elif text[body_end - 1:body_end] == '\n':
                body_end -= 1
            body_end = max(body_end, body_start)
        saved = self.lexer.lexpos
        parts, _ = self._scan_parts(body_start, escapes, interpolate, closer=None, end=body_end,
                                    margin=margin, heredoc_lines=True)
        self.lexer.lexpos = saved
        return parts or ['']


_MASTER = None


def _bound_lexer(owner):
    """A PLY lexer whose rules are methods of ``owner``.

    The tables are built once per process; clone() rebinds the rule functions
    and begin() makes the rebound table the current one.
    """
    global _MASTER
    if _MASTER is None:
        import ply.lex    # here, not at the top: a file read from the parse cache is never lexed
        _MASTER = ply.lex.lex(module=_LexerSpec(), optimize=False, debug=False,
                              reflags=re.VERBOSE | re.ASCII,   # names are ASCII
                              errorlog=ply.lex.NullLogger())
    lexer = _MASTER.clone(owner)
    lexer.begin('INITIAL')
    return lexer


class _LexerSpec(PuppetLexer):
    """PuppetLexer's rules without its state: what PLY needs to build tables."""

    def __init__(self):
        pass


def make_token(type_, value, start, end):
    from ply.lex import LexToken
    tok = LexToken()
    tok.type, tok.value, tok.lexpos, tok.endpos = type_, value, start, end
    tok.lineno = 0
    return tok


def tokenize(source, on_error):
    """All tokens of a source (for tests and tools)."""
    return list(PuppetLexer(source, on_error))
