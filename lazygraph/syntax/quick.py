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
from .lexer import Name

BLANK = re.compile(r'(?:[ \t\r\n]+|\#[^\n]*)*')
SPACE = re.compile(r'[ \t\r\n]*')
HEAD = re.compile(r'(@{0,2})[ \t]*([a-z]\w*(?:::[a-z]\w*)*)[ \t\r\n]*\{[ \t\r\n]*')
ATTRIBUTE = re.compile(r'([a-z_]\w*)[ \t\r\n]*=>[ \t\r\n]*')
VALUE = re.compile(r"""
    '(?P<sq>[^'\\]*(?:\\.[^'\\]*)*)'
  | "(?P<dq>[^"\\$]*)"
  | (?P<number>-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?)(?![\w.])
  | (?P<type>[A-Z]\w*(?:::[A-Z]\w*)*)(?![\w:])
  | \$(?P<variable>[a-z_]\w*)(?![\w:])
  | (?P<word>[a-z_]\w*(?:::[a-z_]\w*)*)(?![\w:\-])
  | (?P<list>\[)
""", re.X)
EDGE = re.compile(r'->|~>|<-|<~')
# After a relationship statement: the end, or what can only start another one.
STATEMENT_NEXT = re.compile(r'\Z|(?!(?:and|or|in)\b)[a-z$@A-Z]')
WORDS = {'true': True, 'false': False, 'undef': None, 'default': DEFAULT}
# Names the lexer makes keywords: their meaning as a value is not a bare word.
KEYWORDS = frozenset('''and application attr case class consumes default define else elsif
    false function if in inherits node or private produces site true type undef
    unless'''.split())
FORMS = {'': 'regular', '@': 'virtual', '@@': 'exported'}


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
        end = m.end()
        if kind == 'sq':
            text = m.group('sq')
            if '\\' in text:
                text = _unescape_single(text)
            return D.Boxed(self.span(start, end), value=text)
        if kind == 'dq':
            return D.Boxed(self.span(start, end), value=m.group('dq'))
        if kind == 'number':
            text = m.group('number')
            number = float(text) if '.' in text else int(text)
            return D.Boxed(self.span(start, end), value=number)
        if kind == 'variable':
            if self.text.startswith('[', end) or self.text.startswith('.', end):
                raise _Decline()
            return A.Variable(self.span(start, end), name=m.group('variable'))
        if kind == 'word':
            word = m.group('word')
            if word in WORDS:
                return D.Boxed(self.span(start, end), value=WORDS[word])
            if word in KEYWORDS or self.text.startswith(('(', '[', '.'), end):
                raise _Decline()
            return D.BareWord(self.span(start, end), value=word)
        if kind == 'type':
            return self.reference(start, m.group('type'))
        return self.array(start)

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
        start = self.pos
        head = self.match(HEAD)
        at, type_name = head.group(1), head.group(2)
        if type_name in KEYWORDS:
            raise _Decline()
        form = FORMS[at]
        if at:
            form = Name(form, self.span(start, start + len(at)))
        type_node = D.BareWord(self.span(head.start(2), head.end(2)), value=type_name)
        title_start = self.pos
        title = self.value()
        if type(title) is not D.Boxed or not isinstance(title.value, str):
            raise _Decline()
        self.skip()
        if not self.char(':'):
            raise _Decline()
        body_end = self.pos
        self.skip()
        operations = []
        seen = set()
        while not self.char('}'):
            op_start = self.pos
            m = self.match(ATTRIBUTE)
            name = m.group(1)
            if name in ('true', 'false') or name in seen:
                raise _Decline()      # the parser reports it
            seen.add(name)
            value = self.value()
            operations.append(K.AttributeOperation(
                self.span(op_start, self.pos), op='=>', value=value,
                name=Name(name, self.span(op_start, m.end(1)))))
            body_end = self.pos
            self.skip()
            if self.char(','):
                self.skip()
            elif not self.text.startswith('}', self.pos):
                raise _Decline()
        if not operations:
            body_end = title.span.end
        if self.pos != self.end:
            raise _Decline()
        body = K.ResourceBody(self.span(title_start, body_end), title=title,
                              operations=operations)
        return K.ResourceExpression(self.span(start, self.pos), type_name=type_node,
                                    bodies=[body], form=form)

    def relationship(self):
        """``Type['a'] -> Type['b'] ~> ...``: a chain of references, left-nested."""
        start = self.pos
        left = self.operand()
        chained = False
        while True:
            after = self.pos
            self.skip(BLANK)
            edge = EDGE.match(self.text, self.pos, self.end)
            if edge is None:
                self.pos = after
                break
            self.pos = edge.end()
            self.skip(BLANK)
            right = self.operand()
            left = K.Relationship(self.span(start, self.pos), left=left, right=right,
                                  op=edge.group())
            chained = True
        if not chained:
            raise _Decline()
        self.skip(BLANK)
        if STATEMENT_NEXT.match(self.text, self.pos, self.end) is None:
            raise _Decline()
        return left, after

    def operand(self):
        start = self.pos
        m = self.match(VALUE)
        if m.lastgroup != 'type':
            raise _Decline()
        node = self.reference(start, m.group('type'))
        if not isinstance(node, A.Access):
            raise _Decline()
        return node


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
