"""Just enough of a Ruby lexer to read the type DSL of lib/puppet/type/*.rb:
comments, strings (with #{} inside), heredocs, %-literals, regex literals,
symbols, names, numbers and punctuation -- each token with its line -- and
which keywords open a block that `end` closes.

It does not understand Ruby; it lets the reader (ruby_type.py) see the
structure of a newtype block without being fooled by text in strings.
"""
import re

from ..errors import RubyReadError


def ruby_error(text, filename, line, message):
    """A RubyReadError located on a line of the .rb file."""
    from ..source import Source, Span
    source = Source(text, filename)
    starts = source.line_starts()
    start = starts[min(line, len(starts)) - 1] if starts else 0
    end = text.find('\n', start)
    return RubyReadError(message, Span(source, start, len(text) if end < 0 else end))


class Token:
    __slots__ = ('kind', 'text', 'line', 'value')

    def __init__(self, kind, text, line, value=None):
        self.kind, self.text, self.line = kind, text, line
        self.value = value          # a string's or symbol's value, a regex's (source, flags)

    def is_(self, kind, text=None):
        return self.kind == kind and (text is None or self.text == text)

    def __repr__(self):
        return '%s:%r@%d' % (self.kind, self.text, self.line)


NAME = re.compile(r'[A-Za-z_]\w*[?!]?')
NUMBER = re.compile(r'\d[\d_]*(?:\.\d+)?(?:e[+-]?\d+)?')
SYMBOL = re.compile(r':([A-Za-z_]\w*[?!=]?)')
LABEL = re.compile(r'([A-Za-z_]\w*[?!]?):(?!:)')
HEREDOC = re.compile(r'<<([~-]?)(["\'`]?)([A-Za-z_]\w*)\2')
PUNCT = re.compile(r'::|\*\*|=>|->|==|!=|=~|!~|<=>|<=|>=|&&|\|\||<<|>>|\.\.\.?|&\.|[-+*/%=<>!&|^~?:;,.()\[\]{}@$]')
PAIRS = {'(': ')', '[': ']', '{': '}', '<': '>', '|': '|', '!': '!', '/': '/'}
# keywords that open a block closed by `end` (if/unless/while/until only as statements)
BLOCK_KEYWORDS = frozenset(['do', 'def', 'class', 'module', 'case', 'begin', 'for'])
CONDITIONAL = frozenset(['if', 'unless', 'while', 'until'])
KEYWORDS = frozenset("""and begin case do else elsif end ensure for if in not or rescue return
    then unless until when while yield""".split())
# after these a '/' divides
VALUE_ENDS = frozenset(['name', 'number', 'string', 'symbol', 'regex', 'const'])


def tokenize(text, filename):
    tokens = []
    pos, line, n = 0, 1, len(text)
    pending_heredocs = []       # (terminator, squiggly_or_dash, raw) waiting for the newline

    def fail(message):
        raise ruby_error(text, filename, line, 'cannot read this custom type: ' + message)

    def previous():
        return tokens[-1] if tokens else None

    def value_before():
        """Whether the previous token ends a value (then / and % are operators)."""
        prev = previous()
        if prev is None:
            return False
        if prev.kind == 'name':
            if prev.text in KEYWORDS:
                return False
            # `match /x/`: a method's argument when spaced before and not after
            after = text[pos + 1:pos + 2]
            if text[pos - 1:pos] in (' ', '\t') and after not in (' ', '=', ''):
                return False
        return prev.kind in VALUE_ENDS or prev.text in (')', ']', '}')

    def read_delimited(start, close, opener=None, interpolate=True):
        """From start (just after the opening delimiter) to the closing one;
        returns (content, end position). Nesting for bracket pairs."""
        depth = 0
        i = start
        out = []
        while i < n:
            c = text[i]
            if c == '\\' and i + 1 < n:
                out.append(text[i:i + 2])
                i += 2
                continue
            if interpolate and c == '#' and text.startswith('#{', i):
                j = _skip_interpolation(text, i + 2, filename, line)
                out.append(text[i:j])
                i = j
                continue
            if opener is not None and c == opener and opener != close:
                depth += 1
            elif c == close:
                if depth == 0:
                    return ''.join(out), i + 1
                depth -= 1
            out.append(c)
            i += 1
        fail('unterminated literal')

    while pos < n:
        c = text[pos]
        if c == '\n':
            tokens.append(Token('newline', '\n', line))
            line += 1
            pos += 1
            if pending_heredocs:
                for terminator, indented in pending_heredocs:
                    body = []
                    while pos < n:
                        end = text.find('\n', pos)
                        end = n if end < 0 else end
                        row = text[pos:end]
                        pos = min(end + 1, n)
                        line += 1
                        if (row.strip() if indented else row) == terminator:
                            break
                        body.append(row)
                    else:
                        fail('unterminated heredoc %s' % terminator)
                    heredoc_token = [t for t in tokens if t.kind == 'heredoc' and
                                     t.value is None][0]
                    heredoc_token.value = '\n'.join(body)
                    heredoc_token.kind = 'string'
                pending_heredocs = []
            continue
        if c in ' \t\r':
            pos += 1
            continue
        if c == '\\' and text.startswith('\\\n', pos):
            pos += 2
            line += 1
            continue
        if c == '#':
            end = text.find('\n', pos)
            pos = n if end < 0 else end
            continue
        if c == '=' and text.startswith('=begin', pos) and (pos == 0 or text[pos - 1] == '\n'):
            end = text.find('\n=end', pos)
            if end < 0:
                fail('unterminated =begin')
            line += text.count('\n', pos, end + 5)
            pos = end + 5
            continue
        if text.startswith('__END__', pos) and (pos == 0 or text[pos - 1] == '\n'):
            break
        start_line = line
        if c in '"\'`':
            content, end = read_delimited(pos + 1, c, interpolate=c != "'")
            tokens.append(Token('string', text[pos:end], start_line, _unescape(content, c)))
            line += text.count('\n', pos, end)
            pos = end
            continue
        m = HEREDOC.match(text, pos)
        if m and not (value_before() and text[pos + 2:pos + 3] == ' '):
            pending_heredocs.append((m.group(3), m.group(1) in ('~', '-')))
            tokens.append(Token('heredoc', m.group(0), start_line))
            pos = m.end()
            continue
        if c == '%' and pos + 1 < n and not value_before():
            m = re.match(r'%([qQwWiIrs]?)([^\w\s])', text[pos:pos + 3])
            if m:
                kind, opener = m.group(1), m.group(2)
                close = PAIRS.get(opener, opener)
                content, end = read_delimited(pos + len(m.group(0)), close, opener,
                                              interpolate=kind in ('', 'Q', 'W', 'I', 'r'))
                line += text.count('\n', pos, end)
                if kind == 'r':
                    flags = re.match(r'[mixounse]*', text[end:]).group(0)
                    tokens.append(Token('regex', text[pos:end + len(flags)], start_line,
                                        (content, flags)))
                    end += len(flags)
                elif kind in ('w', 'W', 'i', 'I'):
                    tokens.append(Token('words', text[pos:end], start_line, content.split()))
                elif kind == 's':
                    tokens.append(Token('symbol', text[pos:end], start_line, content))
                else:
                    tokens.append(Token('string', text[pos:end], start_line, content))
                pos = end
                continue
        if c == '/' and not value_before():
            content, end = read_delimited(pos + 1, '/')
            flags = re.match(r'[mixounse]*', text[end:]).group(0)
            tokens.append(Token('regex', text[pos:end + len(flags)], start_line,
                                (content, flags)))
            line += text.count('\n', pos, end)
            pos = end + len(flags)
            continue
        if c == ':' and pos + 1 < n and text[pos + 1] in '"\'':
            content, end = read_delimited(pos + 2, text[pos + 1])
            tokens.append(Token('symbol', text[pos:end], start_line, content))
            pos = end
            continue
        m = SYMBOL.match(text, pos)
        if m and not (previous() is not None and previous().text == '?' ) and \
                not text.startswith('::', pos):
            tokens.append(Token('symbol', m.group(0), start_line, m.group(1)))
            pos = m.end()
            continue
        m = LABEL.match(text, pos)
        if m and (previous() is None or previous().text != '?'):
            tokens.append(Token('label', m.group(0), start_line, m.group(1)))
            pos = m.end()
            continue
        m = NAME.match(text, pos)
        if m:
            word = m.group(0)
            tokens.append(Token('const' if word[0].isupper() else 'name', word, start_line))
            pos = m.end()
            continue
        m = NUMBER.match(text, pos)
        if m:
            tokens.append(Token('number', m.group(0), start_line))
            pos = m.end()
            continue
        m = PUNCT.match(text, pos)
        if m:
            tokens.append(Token('punct', m.group(0), start_line))
            pos = m.end()
            continue
        fail('unexpected character %r' % c)
    return tokens


def _skip_interpolation(text, i, filename, line):
    """The end of a #{...} (i just after the brace), strings inside included."""
    depth = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c in '"\'':
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            i = j + 1
            continue
        if c == '{':
            depth += 1
        elif c == '}':
            if depth == 0:
                return i + 1
            depth -= 1
        i += 1
    raise ruby_error(text, filename, line, 'cannot read this custom type: unterminated #{')


def _unescape(content, quote):
    if quote == "'":
        return content.replace("\\'", "'").replace('\\\\', '\\')
    return content


def opens_block(tokens, i):
    """Whether tokens[i] opens a block that `end` closes."""
    token = tokens[i]
    if token.kind != 'name':
        return False
    if i > 0 and tokens[i - 1].text in ('.', '&.', 'def', ':'):
        return False            # a method named like a keyword: x.class, def end
    if token.text in BLOCK_KEYWORDS:
        if token.text == 'do' and _loop_do(tokens, i):
            return False        # while x do ... end: one block, opened by while
        return True
    if token.text in CONDITIONAL:
        prev = tokens[i - 1] if i > 0 else None
        # not after `return`: `return if x` is a modifier, as after any value
        return prev is None or prev.kind == 'newline' or prev.text in (
            ';', '(', '=', ',', '||', '&&', '[', '{', 'then', 'else', 'do', '|')
    return False


def _loop_do(tokens, i):
    j = i - 1
    while j >= 0 and tokens[j].kind != 'newline' and tokens[j].text != ';':
        if tokens[j].text in ('while', 'until', 'for') and opens_block(tokens, j):
            return True
        j -= 1
    return False
