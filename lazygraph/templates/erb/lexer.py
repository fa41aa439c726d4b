"""Ruby tokens of a generated ERB script (the subset templates use).

Ruby's lexer depends on the parser's state; we approximate it with the
previous token: after a value (``x``, ``)``, ``]``, a literal) ``/`` divides,
``[`` indexes and ``-`` subtracts; otherwise they start a regex, an array or
a negative number.  After a method name followed by a space, Ruby's command
call form (``puts -1``, ``foo [1]``) is recognised the same way Ruby does.
"""
import re

from ...patterns import LazyPattern
from .scanner import TEXT_MARK, TEXT_END, INSERT_MARK, INIT_MARK, RESULT_MARK, INSERT_END

KEYWORDS = frozenset('''alias and begin BEGIN break case class def defined? do else elsif
    end END ensure false for if in module next nil not or redo rescue retry return self
    super then true undef unless until when while yield __FILE__ __LINE__ __method__'''.split())

# Longest first.
OPERATORS = sorted('''**= <=> === ... <<= >>= &&= ||= &. ** == != >= <= && || << >> =~ !~
    .. :: -> => += -= *= /= %= |= &= ^= + - * / % = < > ! & | ^ ~ ? : , . ; ( ) [ ] { }'''.split(),
                   key=len, reverse=True)
_OPERATOR = LazyPattern('|'.join(re.escape(op) for op in OPERATORS))   # the longest that fits
_IVAR = LazyPattern(r'@@?[A-Za-z_]\w*')
_GVAR = LazyPattern(r'\$([A-Za-z_]\w*|[0-9]+|[!@&`\'+~=/\\,;.<>_*$?:"])')
_CHAR_LITERAL = LazyPattern(r'\?[A-Za-z_](?![\w])')

# [A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\udfff]*, written as negated classes:
# the same characters (checked over every code point), and compiled in a tenth
# of the time (5 ms: the wide ranges were most of importing the ERB package);
# compiled when first lexing (LazyPattern): rendering cached templates lexes nothing.
_IDENT = LazyPattern(r'[^\x00-\x40\x5b-\x5e\x60\x7b-\x7f\U00010000-\U0010ffff]'
                    r'[^\x00-\x2f\x3a-\x40\x5b-\x5e\x60\x7b-\x7f\ue000-\U0010ffff]*')
_NUMBER = LazyPattern(r'0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO]?[0-7_]+(?![\d.])|'
                     r'\d[\d_]*(\.\d[\d_]*)?([eE][+-]?\d+)?')
_SPACE = LazyPattern(r'(?:[ \t\r\f\v]|\\\n)+')
_HEREDOC = LazyPattern(r'<<([-~]?)(["\'`]?)([A-Za-z_]\w*)\2')
VALUE_END = frozenset(['int', 'float', 'str', 'xstr', 'regex', 'sym', 'dsym', 'ivar', 'gvar',
                       'cvar', 'const', 'words', 'text', 'result', 'init'])
_CLOSERS = {'(': ')', '[': ']', '{': '}', '<': '>'}
_ESCAPES = {'n': '\n', 't': '\t', 's': ' ', 'r': '\r', '0': '\0', 'e': '\x1b', 'a': '\a',
            'b': '\b', 'f': '\f', 'v': '\v'}


class Token:
    __slots__ = ('kind', 'value', 'start', 'end', 'spaced', 'closes_tag')

    def __init__(self, kind, value, start, end, spaced):
        self.kind = kind
        self.value = value
        self.start = start
        self.end = end
        self.spaced = spaced     # whitespace right before the token
        self.closes_tag = False  # the ')' ending a <%= %> tag

    def is_op(self, *ops):
        return self.kind == 'op' and self.value in ops

    def is_kw(self, *words):
        return self.kind == 'kw' and self.value in words

    def __repr__(self):
        return 'Token(%s %r @%d)' % (self.kind, self.value, self.start)


class LexError(Exception):
    def __init__(self, message, offset):
        super().__init__(message)
        self.message = message
        self.offset = offset


class Lexer:
    def __init__(self, code):
        self.code = code
        self.pos = 0
        self.tokens = []
        self.heredocs = []        # pending (token, squiggly/dash, quote, tag)
        self.paren_depth = []

    # -- driver ---------------------------------------------------------------

    def tokenize(self, stop_at_brace=False):
        """All tokens; with stop_at_brace, up to the '}' closing an interpolation."""
        depth = 0
        code = self.code
        while True:
            spaced = False
            match = _SPACE.match(code, self.pos)
            if match:
                spaced = True
                self.pos = match.end()
            if self.pos >= len(code):
                if stop_at_brace:
                    raise LexError('unterminated string interpolation', self.pos)
                if self.heredocs:
                    raise LexError('unterminated heredoc <<%s' % self.heredocs[0][3], self.heredocs[0][0].start)
                self._add('eof', None, self.pos, self.pos, spaced)
                return self.tokens
            ch = code[self.pos]
            if ch == '#':
                end = code.find('\n', self.pos)
                self.pos = len(code) if end < 0 else end
                continue
            if ch == '\n':
                self._add('nl', '\n', self.pos, self.pos + 1, spaced)
                self.pos += 1
                if self.heredocs:
                    self._read_heredoc_bodies()
                if code.startswith('=begin', self.pos):
                    raise LexError('=begin comments are not supported', self.pos)
                continue
            if stop_at_brace:
                if ch == '{':
                    depth += 1
                elif ch == '}':
                    if depth == 0:
                        if self.heredocs:
                            raise LexError('heredocs inside #{} are not supported', self.heredocs[0][0].start)
                        self.pos += 1
                        self._add('eof', None, self.pos - 1, self.pos - 1, spaced)
                        return self.tokens
                    depth -= 1
            self._token(ch, spaced)

    def _add(self, kind, value, start, end, spaced):
        self.tokens.append(Token(kind, value, start, end, spaced))

    def _prev(self):
        return self.tokens[-1] if self.tokens else None

    def _value_before(self, spaced):
        """True if the previous token ends an operand (so '/' divides, '[' indexes)."""
        prev = self._prev()
        if prev is None:
            return False
        if prev.kind in VALUE_END or prev.is_op(')', ']', '}'):
            return True
        if prev.kind == 'kw':
            return prev.value in ('end', 'self', 'true', 'false', 'nil')
        if prev.kind == 'ident':
            # `foo -1`, `foo [1]`, `foo /re/`: a command argument when spaced
            # before and not after; Ruby decides so for method names too.
            if spaced and not self._space_after():
                return False
            return True
        return False

    def _space_after(self):
        nxt = self.code[self.pos + 1:self.pos + 2]
        return nxt in (' ', '\t', '\n', '=') or nxt == ''

    # -- one token ------------------------------------------------------------

    def _token(self, ch, spaced):
        code = self.code
        start = self.pos
        if ch == TEXT_MARK:
            end = code.index(TEXT_END, start)
            self._add('text', int(code[start + 1:end]), start, end + 1, spaced)
            self.pos = end + 1
            return
        if ch == INSERT_END:
            # Parsed as ')' (ERB wraps the code in parentheses); named 'end of tag' in errors.
            self._add('op', ')', start, start + 1, spaced)
            self.tokens[-1].closes_tag = True
            self.pos += 1
            return
        if ch in (INSERT_MARK, INIT_MARK, RESULT_MARK):
            kind = {INSERT_MARK: 'output', INIT_MARK: 'init', RESULT_MARK: 'result'}[ch]
            self._add(kind, None, start, start + 1, spaced)
            self.pos += 1
            return
        if ch.isdigit():
            return self._number(spaced)
        if ch == '@':
            match = _IVAR.match(code, start)
            if not match:
                raise LexError("'@' without an instance variable name", start)
            kind = 'cvar' if match.group().startswith('@@') else 'ivar'
            self._add(kind, match.group().lstrip('@'), start, match.end(), spaced)
            self.pos = match.end()
            return
        if ch == '$':
            match = _GVAR.match(code, start)
            if not match:
                raise LexError("'$' without a global variable name", start)
            self._add('gvar', match.group(), start, match.end(), spaced)
            self.pos = match.end()
            return
        if ch == '"' or ch == '`':
            self.pos += 1
            parts = self._string_body(ch, ch, True)
            self._add('xstr' if ch == '`' else 'str', parts, start, self.pos, spaced)
            return
        if ch == "'":
            self.pos += 1
            parts = self._string_body("'", "'", False)
            self._add('str', parts, start, self.pos, spaced)
            return
        if ch == ':':
            return self._colon(spaced)
        if ch == '%' and not self._value_before(spaced):
            if self._percent_literal(spaced):
                return
        if ch == '/' and not self._value_before(spaced):
            self.pos += 1
            parts = self._string_body('/', '/', True, regex=True)
            flags = re.compile(r'[imxounse]*').match(code, self.pos).group()
            self.pos += len(flags)
            self._add('regex', (parts, flags), start, self.pos, spaced)
            return
        if ch == '<' and not self._value_before(spaced):
            match = _HEREDOC.match(code, start)
            if match:
                token = Token('str', None, start, match.end(), spaced)
                self.tokens.append(token)
                self.heredocs.append((token, match.group(1), match.group(2), match.group(3)))
                self.pos = match.end()
                return
        if ch == '?' and _CHAR_LITERAL.match(code, start) and not self._value_before(spaced):
            self._add('str', [code[start + 1]], start, start + 2, spaced)
            self.pos = start + 2
            return
        match = _IDENT.match(code, start)
        if match:
            return self._word(match, spaced)
        match = _OPERATOR.match(code, start)
        if match:
            self._add('op', match.group(), start, match.end(), spaced)
            self.pos = match.end()
            return
        raise LexError('unexpected character %r' % ch, start)

    def _number(self, spaced):
        start = self.pos
        match = _NUMBER.match(self.code, start)
        text = match.group().replace('_', '')
        if match.group().endswith('_') or '__' in match.group() or text in ('0x', '0X', '0b', '0B', '0o', '0O'):
            raise LexError('numeric literal without digits', start)
        if match.group(1) or match.group(2):
            value, kind = float(text), 'float'
        elif text[:2] in ('0x', '0X'):
            value, kind = int(text, 16), 'int'
        elif text[:2] in ('0b', '0B'):
            value, kind = int(text[2:], 2), 'int'
        elif len(text) > 1 and text[0] == '0':
            digits = text.lstrip('0oO') or '0'
            if not all(c in '01234567' for c in digits):
                raise LexError('Invalid octal digit', start)
            value, kind = int(digits, 8), 'int'
        else:
            value, kind = int(text), 'int'
        self.pos = match.end()
        self._add(kind, value, start, self.pos, spaced)

    def _word(self, match, spaced):
        code = self.code
        start = self.pos
        word = match.group()
        end = match.end()
        after = code[end:end + 1]
        if after in ('?', '!') and code[end + 1:end + 2] != '=' and not word[0].isupper():
            word += after
            end += 1
        elif after in ('?', '!') and code[end:end + 3] in ('!==', '?=='):
            word += after
            end += 1
        prev = self._prev()
        after_dot = prev is not None and prev.is_op('.', '&.')
        if (code[end:end + 1] == ':' and code[end + 1:end + 2] != ':' and not after_dot
                and not (prev is not None and prev.is_op('?'))):
            self._add('label', word, start, end + 1, spaced)
            self.pos = end + 1
            return
        if after_dot:
            kind = 'ident'
        elif word in KEYWORDS or word == 'defined?':
            kind = 'kw'
        elif word[0].isupper():
            kind = 'const'
        else:
            kind = 'ident'
        self._add(kind, word, start, end, spaced)
        self.pos = end

    def _colon(self, spaced):
        code = self.code
        start = self.pos
        if code.startswith('::', start):
            self._add('op', '::', start, start + 2, spaced)
            self.pos += 2
            return
        nxt = code[start + 1:start + 2]
        if nxt == '"' or nxt == "'":
            self.pos += 2
            parts = self._string_body(nxt, nxt, nxt == '"')
            self._add('dsym', parts, start, self.pos, spaced)
            return
        match = re.compile(r':(@{0,2}[A-Za-z_]\w*[?!=]?|\[\]=?|<=>|===?|=~|![=~]?|<<|>>|<=|>=|\*\*|[+\-*/%<>~^&|])').match(code, start)
        if match and not (spaced is False and self._value_before(spaced) and nxt.isspace()):
            name = match.group(1)
            if name.endswith('=') and code[match.end():match.end() + 1] in ('>', '~'):
                name = name[:-1]
            self._add('sym', name, start, start + 1 + len(name), spaced)
            self.pos = start + 1 + len(name)
            return
        self._add('op', ':', start, start + 1, spaced)
        self.pos += 1

    def _percent_literal(self, spaced):
        code = self.code
        start = self.pos
        match = re.compile(r'%([qQwWiIrx]?)([^\w\s])').match(code, start)
        if not match:
            return False
        kind, opener = match.group(1), match.group(2)
        if kind == '' and opener in ('=',):
            return False
        closer = _CLOSERS.get(opener, opener)
        self.pos = match.end()
        if kind in ('w', 'W', 'i', 'I'):
            body = self._string_body(opener, closer, kind in ('W', 'I'))
            words = ''.join(p for p in body if isinstance(p, str)).split()
            if any(not isinstance(p, str) for p in body):
                raise LexError('interpolation in %%%s[] is not supported' % kind, start)
            self._add('words', (kind.lower(), words), start, self.pos, spaced)
        elif kind == 'x':
            parts = self._string_body(opener, closer, True)
            self._add('xstr', parts, start, self.pos, spaced)
        elif kind == 'r':
            parts = self._string_body(opener, closer, True, regex=True)
            flags = re.compile(r'[imxounse]*').match(code, self.pos).group()
            self.pos += len(flags)
            self._add('regex', (parts, flags), start, self.pos, spaced)
        else:
            parts = self._string_body(opener, closer, kind != 'q')
            self._add('str', parts, start, self.pos, spaced)
        return True

    # -- string bodies --------------------------------------------------------

    def _string_body(self, opener, closer, interpolate, regex=False):
        """Parts of a string up to ``closer``: str pieces and token lists (#{...})."""
        code = self.code
        parts = []
        buf = []
        depth = 0
        start = self.pos - 1
        while True:
            if self.pos >= len(code):
                raise LexError('unterminated string or regex', start)
            ch = code[self.pos]
            if ch in (TEXT_MARK, INSERT_MARK, INIT_MARK, RESULT_MARK, INSERT_END):
                raise LexError('unterminated string or regex (it runs past the end of its tag)', start)
            if ch == '\\':
                nxt = code[self.pos + 1:self.pos + 2]
                self.pos += 2
                if regex:
                    if nxt == closer and closer == '/':
                        buf.append('/')
                    else:
                        buf.append('\\' + nxt)
                elif not interpolate:
                    buf.append(nxt if nxt in ('\\', closer, opener) else '\\' + nxt)
                else:
                    buf.append(self._escape(nxt))
                continue
            if ch == closer and depth == 0:
                self.pos += 1
                break
            if opener != closer:
                if ch == opener:
                    depth += 1
                elif ch == closer:
                    depth -= 1
            if interpolate and ch == '#' and code[self.pos + 1:self.pos + 2] == '{':
                if buf:
                    parts.append(''.join(buf))
                    buf = []
                sub = Lexer(code)
                sub.pos = self.pos + 2
                tokens = sub.tokenize(stop_at_brace=True)
                parts.append(tokens)
                self.pos = sub.pos
                continue
            if interpolate and ch == '#' and code[self.pos + 1:self.pos + 2] in ('@', '$'):
                raise LexError('"#@var" interpolation is not supported; write #{@var}', self.pos)
            buf.append(ch)
            self.pos += 1
        if buf or not parts:
            parts.append(''.join(buf))
        return parts

    def _escape(self, ch):
        code = self.code
        if ch in _ESCAPES:
            return _ESCAPES[ch]
        if ch == 'u':
            braced = re.compile(r'\{([0-9a-fA-F]{1,6}(?: [0-9a-fA-F]{1,6})*)\}').match(code, self.pos)
            if braced:
                self.pos = braced.end()
                try:
                    return ''.join(chr(int(h, 16)) for h in braced.group(1).split())
                except ValueError:
                    raise LexError('invalid Unicode codepoint', self.pos) from None
            plain = re.compile(r'[0-9a-fA-F]{4}').match(code, self.pos)
            if not plain:
                raise LexError('invalid Unicode escape', self.pos - 2)
            self.pos = plain.end()
            return chr(int(plain.group(), 16))
        if ch == 'x':
            match = re.compile(r'[0-9a-fA-F]{1,2}').match(code, self.pos)
            if not match:
                raise LexError('invalid hex escape', self.pos - 2)
            self.pos = match.end()
            return chr(int(match.group(), 16))
        if ch in '1234567':
            match = re.compile(r'[0-7]{0,2}').match(code, self.pos)
            self.pos = match.end()
            return chr(int(ch + match.group(), 8))
        if ch == '\n':
            return ''
        return ch

    def _read_heredoc_bodies(self):
        code = self.code
        for token, mode, quote, tag in self.heredocs:
            body_start = self.pos
            lines = []
            while True:
                if self.pos >= len(code):
                    raise LexError('unterminated heredoc <<%s' % tag, token.start)
                end = code.find('\n', self.pos)
                end = len(code) if end < 0 else end
                line = code[self.pos:end]
                self.pos = min(end + 1, len(code))
                if (line.strip() if mode else line) == tag:
                    break
                lines.append(line + '\n')
            if mode == '~':
                indents = [len(l) - len(l.lstrip(' \t')) for l in lines if l.strip()]
                cut = min(indents) if indents else 0
                lines = [l[cut:] if l.strip() else l.lstrip(' \t') for l in lines]
            body = ''.join(lines)
            if quote == "'":
                token.value = [body]
            else:
                token.value = _heredoc_parts(body, body_start)
        self.heredocs = []


def _heredoc_parts(body, at):
    """A heredoc body as string parts; token offsets shifted to the script."""
    sub = Lexer(body + '\x00')
    parts = sub._string_body('\x00', '\x00', True)
    for part in parts:
        if not isinstance(part, str):
            _shift(part, at)
    return parts


def _shift(tokens, offset):
    for token in tokens:
        token.start += offset
        token.end += offset
        if token.kind in ('str', 'xstr', 'dsym') and isinstance(token.value, list):
            for part in token.value:
                if isinstance(part, list):
                    _shift(part, offset)


def tokenize(code):
    return Lexer(code).tokenize()
