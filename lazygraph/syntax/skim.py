"""Skimming: find top-level resource statements that need not be parsed yet.

For `lazygraph get`, parsing a 10,000-resource manifest costs far more than
answering one key. A statement like

    file { '/etc/motd': mode => '0644', content => "hi ${x}" }

declares exactly one resource whose key is plain in the text; its attributes
matter only if someone asks for them (or a collector, override or relationship
touches the resource). The skimmer finds such statements with one pass of a
C-level regex over the text; the parser parses the rest, and the program holds
a SkimmedResources node for each run of skimmed statements, each parsed when
first needed.

The skimmer is conservative: anything it cannot be sure of (heredocs,
ambiguous slashes, multi-body or chained statements, bodies whose values call
catalog or user functions, assign, use lambdas or qualified variables, set
tags or splat attributes) is left to the parser; when in doubt about the whole
file, it returns None and the file is parsed as usual.
"""
import re

# Strings are runs matched possessively: `(?:[^'\\]|\\.)*` kept a backtracking
# entry per character (a 5 MB literal took 700 MB); the alternatives are
# disjoint, so giving up nothing changes no match.
TOKEN = re.compile(r'''
    (?P<sq>'(?:[^'\\]++|\\.)*+')
  | (?P<dq>"(?:[^"\\]++|\\.)*+")
  | (?P<comment>\#[^\n]*|/\*.*?\*/)
  | (?P<open>\{) | (?P<close>\}) | (?P<semi>;)
  | (?P<slash>/)
  | (?P<heredoc>@\()
  | (?P<unterminated>['"])
''', re.S | re.X | re.A)

# A whole statement the skimmer can leave unparsed, in one C-level match: a
# literal single-quoted title, then values made of plain text, strings (simple
# interpolations only) and local variables -- no braces, lambdas, semicolons,
# heredocs, slashes, comments or splats.
STUB = re.compile(r"""
    (?:[ \t\r\n]|\#[^\n]*+)*+
    (?P<start>)(@{0,2})[ \t]*([a-z]\w*(?:::[a-z]\w*)*)[ \t\r\n]*\{[ \t\r\n]*
    '([^'\\\n]*)'[ \t\r\n]*:
    (?P<body>(?:[^'"{}|;@/\#$*\\]++
              | '(?:[^'\\]++|\\.)*+'
              | "(?:[^"\\$]++|\\.|\$[a-z_]\w*+|\$\{[a-z_]\w*\})*+"
              | \$[a-z_]\w*+)*+)
    \}(?P<end>)
    # not chained (->), indexed or an operand: what follows starts a statement
    (?!(?:[ \t\r\n]|\#[^\n]*+)*+(?:->|~>|<-|<~|[\[.?=!<>+\-*%,]|and\b|or\b|in\b))
    """, re.X | re.A)
TAG = re.compile(r'\btag\s*[=+]>')
LOCAL_ASSIGN_OR_QUALIFIED = re.compile(r'\$\w+(?:\s*=(?![=~>])|::)', re.A)
KEYWORDS = frozenset('''and application attr case class consumes default define else elsif
    function if in inherits node or private produces site type unless'''.split())
# A '/' after one of these characters divides; otherwise it starts a regex.
VALUE_END = re.compile(r'[\w)\]"\'$]', re.A)
REGEX = re.compile(r'/(?:[^/\n\\]++|\\.)*+/')


class Stub:
    """One skimmed statement: where it is, its form (@, @@), type and title."""
    __slots__ = ('start', 'end', 'form', 'type_name', 'title', 'title_start', 'expression',
                 'node', 'frame', 'position')

    def __init__(self, start, end, form, type_name, title, title_start):
        self.start, self.end, self.form = start, end, form
        self.type_name, self.title, self.title_start = type_name, title, title_start
        self.expression = None      # the parsed statement, once needed


def skim(text, safe_call):
    """[(start, end) code range or Stub, ...] covering the text in order, or None.

    safe_call(name) says whether a function may run late (a pure builtin).
    """
    out = []
    depth = 0
    code_start = 0
    pos = 0
    n = len(text)
    search = TOKEN.search
    heredoc_body = None       # (start, end) of a heredoc's lines, skipped when reached
    boundary = True           # pos is where a statement may start (file start, after a stub)
    while True:
        if boundary:
            boundary = False
            stub = _try_stub(text, pos, safe_call)
            if stub is not None:
                start = stub.start
                if start > code_start and not text[code_start:start].isspace():
                    out.append((code_start, start))
                out.append(stub)
                code_start = pos = stub.end
                boundary = True
                continue
        m = search(text, pos)
        if m is None:
            break
        if heredoc_body is not None and m.start() >= heredoc_body[0]:
            pos, heredoc_body = heredoc_body[1], None
            continue
        kind = m.lastgroup
        pos = m.end()
        if kind == 'open':
            if depth == 0:
                stub = _stub_at(text, m.start(), safe_call)
                if stub is not None:
                    if stub.start > code_start and not text[code_start:stub.start].isspace():
                        out.append((code_start, stub.start))
                    out.append(stub)
                    code_start = pos = stub.end
                    boundary = True
                    continue
            depth += 1
        elif kind == 'close':
            depth -= 1
            if depth < 0:
                return None
        elif kind == 'slash':
            if _divides(text, m.start()):
                continue
            regex = REGEX.match(text, m.start())
            if regex is None:
                return None
            pos = regex.end()
        elif kind == 'heredoc':
            if heredoc_body is not None:
                return None       # two on one line: let the parser do it
            heredoc_body = _heredoc_body(text, m.start())
            if heredoc_body is None:
                return None
        elif kind == 'unterminated':
            return None
        elif kind == 'dq' and '${' in m.group() and not _balanced(m.group()):
            return None
    if depth != 0:
        return None
    if code_start < n:
        out.append((code_start, n))
    return out


REGEX_AFTER = frozenset(('node', 'and', 'or', 'in', 'case', 'if', 'elsif', 'unless'))
HEREDOC = re.compile(r'@\(\s*"?([^\s:/)"]+)"?[^)]*\)')


def _divides(text, pos):
    """Is the '/' at pos a division (after a value) rather than a regex?"""
    p = _previous_char(text, pos)
    if p is None or not VALUE_END.match(text, p):
        return False
    if text[p].isalpha():
        q = p
        while q >= 0 and (text[q].isalnum() or text[q] == '_'):
            q -= 1
        if text[q + 1:p + 1] in REGEX_AFTER and (q < 0 or text[q] != '$'):
            return False
    return True


def _heredoc_body(text, pos):
    """The lines of the heredoc opened at pos: from the next line to its end tag."""
    m = HEREDOC.match(text, pos)
    if m is None:
        return None
    start = text.find('\n', m.end())
    if start < 0:
        return None
    end = re.compile(r'^[ \t]*\|?[ \t]*-?[ \t]*%s[ \t]*$' % re.escape(m.group(1)),
                     re.M).search(text, start + 1)
    if end is None:
        return None
    return start + 1, end.end()


def _previous_char(text, pos):
    """Offset of the last non-blank character before pos (None at the start)."""
    pos -= 1
    while pos >= 0 and text[pos] in ' \t\r\n':
        pos -= 1
    return pos if pos >= 0 else None


STATEMENT_BOUNDARY = frozenset('};])\'"')


def _head_start(text, brace):
    """Where `@@type {` begins, scanning back from its brace."""
    p = _previous_char(text, brace)
    if p is None:
        return None
    q = p
    while q >= 0 and (text[q].isalnum() or text[q] in '_:'):
        q -= 1
    if q == p:
        return None
    start = q + 1
    r = _previous_char(text, start)
    if r is not None and text[r] == '@':
        start = r - 1 if r > 0 and text[r - 1] == '@' else r
    return start


def _starts_statement(text, start):
    """Does a statement begin at ``start``? Only if what precedes ends one: the
    file's start, or '}', ';', ']', ')', a string, a number or a variable -- not a
    bare word, which would make the resource the argument of a call (include x)."""
    p = _previous_char(text, start)
    if p is None:
        return True
    line_start = text.rfind('\n', 0, p) + 1
    if '#' in text[line_start:p + 1] or text.endswith('*/', 0, p + 1):
        return False              # a comment in the way: do not guess
    char = text[p]
    if char in STATEMENT_BOUNDARY:
        return True
    if char.isalnum() or char == '_':
        q = p
        while q >= 0 and (text[q].isalnum() or text[q] in '_:'):
            q -= 1
        word = text[q + 1:p + 1]
        return word.isdigit() or (q >= 0 and text[q] == '$')
    return False


def _balanced(dq):
    return dq.count('{') == dq.count('}')


def _stub_at(text, brace, safe_call):
    """A Stub for the statement whose first '{' is at ``brace``, or None."""
    start = _head_start(text, brace)
    if start is None or not _starts_statement(text, start):
        return None
    return _try_stub(text, start, safe_call)


def _try_stub(text, start, safe_call):
    """A Stub if a simple resource statement starts at ``start`` (a statement start,
    possibly after blanks and comments)."""
    m = STUB.match(text, start)
    if m is None:
        return None
    form, type_name, title, body = m.group(2, 3, 4, 'body')
    if type_name in KEYWORDS:
        return None
    if ('(' in body or '$' in body or '.' in body or 'tag' in body) and \
            not _body_is_safe(body, safe_call):
        return None
    return Stub(m.start('start'), m.end(), form, type_name, title, m.start(4) - 1)


def _body_is_safe(body, safe_call):
    if 'tag' in body and TAG.search(body):
        return False
    if '$' in body and LOCAL_ASSIGN_OR_QUALIFIED.search(body):
        return False
    # Names before '(' anywhere (strings included) are a superset of the calls:
    # when all are safe and there is no method, the body is.
    precise = '.' in body
    if not precise and '(' in body:
        for name in CALL_NAMES_REVERSED.findall(body[::-1]):
            if not safe_call(name[::-1]):
                precise = True
                break
    if precise:
        for string, call, method in CALLS.findall(body):
            if (call or method) and not safe_call(call or method):
                return False
    return True


# `\b([a-z_][\w:]*)\s*\(` on the reversed text: a pattern that starts with a
# literal '(' lets the regex engine jump from one '(' to the next instead of
# trying every position (ten times faster on a resource body).
CALL_NAMES_REVERSED = re.compile(r'\(\s*([\w:]*[a-z_])(?!\w)', re.A)
# In one pass: strings (skipped: a '(' in a string is not a call, and only
# simple ${name} interpolations get past STUB, so no code hides in them), calls
# `name(`, and methods `.name`.
CALLS = re.compile(r'''('(?:[^'\\]++|\\.)*+'|"(?:[^"\\]++|\\.)*+")
                     | \b([a-z_][\w:]*)\s*\(
                     | \.\s*([a-z_]\w*)''', re.X | re.A)
