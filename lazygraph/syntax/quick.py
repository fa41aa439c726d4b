"""Quick reading: the plainest top-level statements without the LALR parser.

Large manifests are mostly statements like

    file { '/etc/motd': ensure => file, mode => '0644' }
    Package['ntp'] -> File['/etc/ntp.conf'] ~> Service['ntp']

PLY spends about 70 microseconds on each (a dozen tokens, as many
reductions). When the skimmer has found a top-level resource statement, or a
run of code starts with a chain of literal references, this module reads it
with anchored regexes and builds exactly the nodes the grammar would build
(same classes, values and spans). Whatever it does not fully recognise --
any other value, an error, a doubt -- it declines (returns None) and the
parser reads that text. tests/test_quick.py holds it to node-for-node
equality with the parser over the whole conformance suite.
"""
import re

from ..nodes import access as A
from ..nodes import catalog as K
from ..nodes import data as D
from ..source import Span
from ..values.core import DEFAULT
from .lexer import KEYWORDS as LEXER_KEYWORDS
from .lexer import Name
from .skim import KEYWORDS as SKIM_KEYWORDS

# Blanks and comments; possessive, so a comment is never cut short to let
# what it hides (`# a -> b`) match.
BLANK = re.compile(r'(?:[ \t\r\n]+|\#[^\n]*+)*+')
SPACE = re.compile(r'[ \t\r\n]*')
HEAD = re.compile(r"""(@{0,2})[ \t]*([a-z]\w*(?:::[a-z]\w*)*)[ \t\r\n]*\{[ \t\r\n]*
                      '([^'\\]*)'[ \t\r\n]*:[ \t\r\n]*""", re.X | re.A)
# Values that are one token: a string without escapes or interpolation, a
# decimal number (at most 18 digits: always within Puppet's Integer range -- the
# lexer judges longer ones), a local variable, a bare word (not followed by what
# would make it a call, an access or a longer word).
SCALAR = r"""
    '(?P<sq>[^'\\]*(?:\\.[^'\\]*)*)'
  | "(?P<dq>[^"\\$]*)"
  | (?P<number>-?(?:0|[1-9][0-9]{0,17})(?:\.[0-9]+)?)(?![\w.])
  | \$(?P<variable>[a-z_]\w*)(?![\w:\[.])
  | (?P<word>[a-z_]\w*(?:::[a-z_]\w*)*)(?![\w:\-(\[.])
"""
VALUE = re.compile(SCALAR + r"""
  | (?P<type>[A-Z]\w*(?:::[A-Z]\w*)*)(?![\w:])
  | (?P<list>\[)
""", re.X | re.A)
# `name => scalar` and what follows it up to the next attribute; when the value
# is not a scalar only the name matches and value() reads it.
OPERATION = re.compile(r"""(?P<name>[a-z_]\w*)(?P<arrow>[ \t\r\n]*=>[ \t\r\n]*)
    (?:(?:%s)(?P<after>[ \t\r\n]*(?P<comma>,)?[ \t\r\n]*))?""" % SCALAR, re.X | re.A)
REFERENCE = re.compile(r"([A-Z]\w*(?:::[A-Z]\w*)*)\['([^'\\]*)'\](?![\[.(])", re.A)
EDGE = re.compile(r'(?:[ \t\r\n]+|\#[^\n]*+)*+(->|~>|<-|<~)(?:[ \t\r\n]+|\#[^\n]*+)*+')
# After a relationship statement: the end, or what can only start another one.
STATEMENT_NEXT = re.compile(r'\Z|(?!(?:and|or|in)\b)[a-z$@A-Z]')
SCALARS = ('sq', 'dq', 'number', 'variable', 'word')
WORDS = {'true': True, 'false': False, 'undef': None, 'default': DEFAULT}
# Names that are keywords (the lexer's, and those the skimmer avoids as type
# names): as a value they are not a bare word.
KEYWORDS = SKIM_KEYWORDS | frozenset(LEXER_KEYWORDS)


class _Decline(Exception):
    """Not a statement this module reads: leave it to the parser."""


class _Reader:
    def __init__(self, source, pos, end):
        self.source = source
        self.text = source.text
        self.pos = pos
        self.end = end

    def span(self, start, end):
        return Span(self.source, start, end)

    def match(self, regex):
        m = regex.match(self.text, self.pos, self.end)
        if m is None:
            raise _Decline()
        self.pos = m.end()
        return m

    def skip(self, regex=SPACE):
        self.pos = regex.match(self.text, self.pos, self.end).end()

    def char(self, expected):
        if self.text.startswith(expected, self.pos) and self.pos < self.end:
            self.pos += len(expected)
            return True
        return False

    # -- values -------------------------------------------------------------
    def value(self):
        """A literal, a variable, a bare word, a (reference) type or an array of them."""
        start = self.pos
        m = self.match(VALUE)
        kind = m.lastgroup
        if kind == 'type':
            return self.reference(start, m.group('type'))
        if kind == 'list':
            return self.array(start)
        return self.scalar(m, kind)

    def scalar(self, m, kind):
        span = Span(self.source, m.start(kind) - (kind != 'number' and kind != 'word'),
                    m.end(kind) + (kind == 'sq' or kind == 'dq'))
        text = m.group(kind)
        if kind == 'sq':
            if '\\' in text:
                text = _unescape_single(text)
            return D.Boxed(span, value=text)
        if kind == 'dq':
            return D.Boxed(span, value=text)
        if kind == 'number':
            return D.Boxed(span, value=float(text) if '.' in text else int(text))
        if kind == 'variable':
            return A.Variable(span, name=text)
        if text in WORDS:
            return D.Boxed(span, value=WORDS[text])
        if text in KEYWORDS:
            raise _Decline()
        return D.BareWord(span, value=text)

    def reference(self, start, name):
        """``Type`` or ``Type[key]`` (an access only with no blank before '[')."""
        type_node = A.TypeName(self.span(start, self.pos), name=name)
        if not self.char('['):
            if self.text.startswith(('(', '.'), self.pos):
                raise _Decline()
            return type_node
        self.skip()
        key = self.value()
        self.skip()
        if not self.char(']'):
            raise _Decline()
        if self.text.startswith(('[', '.', '('), self.pos):
            raise _Decline()
        return A.Access(self.span(start, self.pos), target=type_node, keys=[key])

    def array(self, start):
        items = []
        self.skip()
        while not self.char(']'):
            items.append(self.value())
            self.skip()
            if self.char(','):
                self.skip()
            elif not self.text.startswith(']', self.pos):
                raise _Decline()
        if self.text.startswith(('[', '.', '('), self.pos):
            raise _Decline()
        return D.Sequence(self.span(start, self.pos), items=items)

    # -- statements -----------------------------------------------------------
    def resource(self):
        """``@@type { 'title': name => value, ... }``, one body, ending at self.end."""
        source, text = self.source, self.text
        start = self.pos
        head = self.match(HEAD)
        at, type_name, title = head.group(1, 2, 3)
        if type_name in KEYWORDS:
            raise _Decline()
        form = K.FORMS[at]
        if at:
            form = Name(form, Span(source, start, start + len(at)))
        type_node = D.BareWord(Span(source, head.start(2), head.end(2)), value=type_name)
        title_node = D.Boxed(Span(source, head.start(3) - 1, head.end(3) + 1), value=title)
        body_end = title_node.span.end
        operations = []
        seen = set()
        while not text.startswith('}', self.pos):
            m = OPERATION.match(text, self.pos, self.end)
            if m is None:
                raise _Decline()
            name = m.group('name')
            if name in seen or name == 'true' or name == 'false':
                raise _Decline()      # the parser reports it
            seen.add(name)
            if m.start('after') >= 0:
                for kind in SCALARS:
                    if m.start(kind) >= 0:
                        break
                value = self.scalar(m, kind)
                self.pos = m.end()
                value_end = value.span.end
                separated = m.group('comma') is not None
            else:
                self.pos = m.end('arrow')
                value = self.value()
                value_end = self.pos
                self.skip()
                separated = self.char(',')
                self.skip()
            op_start = m.start()
            operations.append(K.AttributeOperation(
                Span(source, op_start, value_end), op='=>', value=value,
                name=Name(name, Span(source, op_start, m.end('name')))))
            body_end = value_end
            if not separated and not text.startswith('}', self.pos):
                raise _Decline()
        self.pos += 1
        if self.pos != self.end:
            raise _Decline()
        body = K.ResourceBody(Span(source, title_node.span.start, body_end), title=title_node,
                              operations=operations)
        return K.ResourceExpression(Span(source, start, self.pos), type_name=type_node,
                                    bodies=[body], form=form)

    def relationship(self):
        """``Type['a'] -> Type['b'] ~> ...``: a chain of references, left-nested;
        (the statement, where it ends)."""
        source, text, end = self.source, self.text, self.end
        start = self.pos
        left = self.operand()
        chained = False
        while True:
            edge = EDGE.match(text, self.pos, end)
            if edge is None:
                break
            self.pos = edge.end()
            right = self.operand()
            left = K.Relationship(Span(source, start, self.pos), left=left, right=right,
                                  op=edge.group(1))
            chained = True
        if not chained:
            raise _Decline()
        stop = self.pos
        self.skip(BLANK)
        if STATEMENT_NEXT.match(text, self.pos, end) is None:
            raise _Decline()
        return left, stop

    def operand(self):
        """``Type['title']``."""
        m = REFERENCE.match(self.text, self.pos, self.end)
        if m is None or '\\' in m.group(2):
            raise _Decline()
        source = self.source
        start, key_start = m.start(), m.start(2) - 1
        type_node = A.TypeName(Span(source, start, m.end(1)), name=m.group(1))
        key = D.Boxed(Span(source, key_start, m.end(2) + 1), value=m.group(2))
        self.pos = m.end()
        return A.Access(Span(source, start, self.pos), target=type_node, keys=[key])


def _unescape_single(text):
    """Single quotes: only \\\\ and \\' are escapes."""
    return re.sub(r"\\([\\'])", r'\1', text)


def resource_statement(source, start, end):
    """The ResourceExpression for a skimmed statement at source.text[start:end], or None."""
    reader = _Reader(source, start, end)
    try:
        return reader.resource()
    except _Decline:
        return None


def relationship_statements(source, start, end):
    """Leading reference chains of the code at source.text[start:end] (a
    statement starts at ``start``): ([Relationship, ...], where the rest begins)."""
    statements = []
    reader = _Reader(source, start, end)
    while True:
        reader.skip(BLANK)
        begin = reader.pos
        if begin >= end or not 'A' <= reader.text[begin] <= 'Z':
            return statements, begin
        try:
            statement, after = reader.relationship()
        except _Decline:
            return statements, begin
        statements.append(statement)
        reader.pos = after
