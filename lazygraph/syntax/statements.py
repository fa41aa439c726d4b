"""Top-level statements `get` may leave unparsed, found in the real lexer's tokens.

For `lazygraph get`, building the nodes of a 10,000-resource manifest costs far
more than answering one key. A statement like

    file { '/etc/motd': mode => '0644', content => "hi ${x}" }

declares exactly one resource whose key is a literal token; its attributes
matter only if someone asks for them (or a collector, override or relationship
touches the resource). `split` lexes the file once with the real lexer
(syntax/lexer.py) and picks out such statements; the parser reads the code
between them, and each picked statement is parsed by the real grammar
(parser.parse_range) when it is first needed. There is one grammar: this module
only reads token types, never Puppet syntax itself.

A statement is picked only when nothing about it can depend on evaluation order
or change the catalog beyond its one resource: a literal title, one body, at top
level, not an operand of anything (`->`, `[`, `=`...), values made of literals,
references, arrays and unqualified local variables, calls only of pure builtins
(``safe_call``), no lambdas, hashes, selectors, heredocs, regexes, splats,
assignments or `tag` attributes. Anything else is left to the parser, and a file
the lexer finds an error in is parsed whole (the parser reports it).
"""
from .lexer import PuppetLexer

# Words the lexer reads as names that Puppet reserves (never a resource type).
RESERVED_NAMES = frozenset(['application', 'consumes', 'produces', 'site'])

# Tokens after which a statement may begin: the end of a value or a block. A
# bare word would make the resource an argument of a call (`include x {...}`).
STATEMENT_ENDS = frozenset(['RBRACE', 'SEMIC', 'RBRACK', 'RPAREN', 'STRING', 'DQSTRING',
                            'NUMBER', 'VARIABLE', 'HEREDOC', 'BOOLEAN', 'UNDEF'])

# Tokens that would make the statement before them an operand of more code.
CONTINUATIONS = frozenset([
    'OUT_EDGE', 'OUT_EDGE_SUB', 'IN_EDGE', 'IN_EDGE_SUB', 'LBRACK', 'LISTSTART', 'DOT',
    'QMARK', 'EQUALS', 'ISEQUAL', 'NOTEQUAL', 'MATCH', 'NOMATCH', 'GREATERTHAN', 'LESSTHAN',
    'GREATEREQUAL', 'LESSEQUAL', 'NOT', 'PLUS', 'MINUS', 'TIMES', 'DIV', 'MODULO', 'COMMA',
    'AND', 'OR', 'IN', 'LSHIFT', 'RSHIFT', 'REGEX', 'LBRACE', 'SELBRACE', 'LPAREN',
    'APPENDS', 'DELETES', 'FARROW', 'PARROW', 'COLON', 'PIPE',
])

# What a picked statement's values may be made of.
VALUE_TOKENS = frozenset([
    'NAME', 'WORD', 'CLASSREF', 'STRING', 'DQSTRING', 'NUMBER', 'BOOLEAN', 'UNDEF', 'DEFAULT',
    'VARIABLE', 'FARROW', 'PARROW', 'COMMA', 'LBRACK', 'LISTSTART', 'RBRACK', 'LPAREN',
    'WSLPAREN', 'RPAREN', 'DOT', 'ISEQUAL', 'NOTEQUAL', 'GREATERTHAN', 'LESSTHAN',
    'GREATEREQUAL', 'LESSEQUAL', 'NOT', 'PLUS', 'MINUS', 'MODULO', 'AND', 'OR', 'IN',
])
CALL_OPENERS = frozenset(['LPAREN', 'WSLPAREN'])
OPENERS = {'LBRACE': 'RBRACE', 'SELBRACE': 'RBRACE', 'LBRACK': 'RBRACK',
           'LISTSTART': 'RBRACK', 'LPAREN': 'RPAREN', 'WSLPAREN': 'RPAREN'}
CLOSERS = frozenset(['RBRACE', 'RBRACK', 'RPAREN'])


class Stub:
    """One statement left unparsed: where it is, its form (@, @@), type and title."""
    __slots__ = ('start', 'end', 'form', 'type_name', 'title', 'title_start', 'expression',
                 'node', 'frame', 'position', 'clock')

    def __init__(self, start, end, form, type_name, title, title_start):
        self.start, self.end, self.form = start, end, form
        self.type_name, self.title, self.title_start = type_name, title, title_start
        self.expression = None      # the parsed statement, once needed


def split(source, safe_call):
    """[(start, end, tokens) code range or Stub, ...] covering the text's tokens in
    order, or None when the lexer finds an error (the parser then reads the whole
    file).

    safe_call(name) says whether a function may run late (a pure builtin).
    """
    errors = []
    tokens = list(PuppetLexer(source, lambda message, start, end: errors.append(start)))
    if errors:
        return None
    out = []
    code_start = 0
    code = 0            # the first token after the last statement left unparsed
    depth = 0
    i = 0
    n = len(tokens)
    while i < n:
        tok = tokens[i]
        if depth == 0:
            end = _statement_at(tokens, i, safe_call)
            if end is not None:
                stub = _stub(tokens, i, end)
                if code < i:
                    out.append((code_start, stub.start, tokens[code:i]))
                out.append(stub)
                code_start, code = stub.end, end + 1
                i = end + 1
                continue
        if tok.type in OPENERS:
            depth += 1
        elif tok.type in CLOSERS:
            depth -= 1
        i += 1
    if code < n:
        out.append((code_start, len(source.text), tokens[code:]))
    return out


def _statement_at(tokens, i, safe_call):
    """The index of the closing brace of a statement that may stay unparsed and
    begins at token i, or None."""
    if i > 0 and tokens[i - 1].type not in STATEMENT_ENDS:
        return None
    head = i
    if tokens[head].type in ('AT', 'ATAT'):
        head += 1
    if head + 3 >= len(tokens):
        return None
    name, brace, title, colon = tokens[head:head + 4]
    if not (name.type == 'NAME' and brace.type == 'LBRACE' and title.type == 'STRING' and
            colon.type == 'COLON') or name.value in RESERVED_NAMES:
        return None
    depth = 0
    j = head + 4
    while j < len(tokens):
        tok = tokens[j]
        kind = tok.type
        if kind == 'RBRACE':
            if depth:
                return None
            after = tokens[j + 1].type if j + 1 < len(tokens) else None
            return None if after in CONTINUATIONS else j
        if kind not in VALUE_TOKENS:
            return None
        if kind in ('LBRACK', 'LISTSTART', 'LPAREN', 'WSLPAREN'):
            depth += 1
        elif kind in ('RBRACK', 'RPAREN'):
            depth -= 1
            if depth < 0:
                return None
        elif kind == 'VARIABLE' and '::' in tok.value:
            return None                    # another scope's variable: order matters
        elif kind == 'DQSTRING' and not all(_plain_interpolation(part) for part in tok.value):
            return None
        elif kind in ('NAME', 'CLASSREF'):
            following = tokens[j + 1].type if j + 1 < len(tokens) else None
            if kind == 'CLASSREF' and following == 'LBRACK' and _indexed_twice(tokens, j + 1):
                return None                # File['/x']['mode']: read in order
            if following in CALL_OPENERS or tokens[j - 1].type == 'DOT':
                if not safe_call(tok.value):
                    return None
            elif tok.value in ('tag', 'tags') and following in ('FARROW', 'PARROW'):
                return None                # tags change what collectors see
        j += 1
    return None


def _indexed_twice(tokens, open_at):
    """Whether the brackets opening at tokens[open_at] are followed by more."""
    depth = 0
    for k in range(open_at, len(tokens)):
        kind = tokens[k].type
        if kind in ('LBRACK', 'LISTSTART'):
            depth += 1
        elif kind == 'RBRACK':
            depth -= 1
            if depth == 0:
                return k + 1 < len(tokens) and tokens[k + 1].type in ('LBRACK', 'LISTSTART')
    return False


def _plain_interpolation(part):
    """A literal part of a string, or `$x` / `${x}` of a local variable."""
    if isinstance(part, str):
        return True
    return len(part) == 1 and part[0].type == 'VARIABLE' and '::' not in part[0].value


def _stub(tokens, first, close):
    form = ''
    head = first
    if tokens[first].type in ('AT', 'ATAT'):
        form = '@' if tokens[first].type == 'AT' else '@@'
        head += 1
    name, title = tokens[head], tokens[head + 2]
    return Stub(tokens[first].lexpos, tokens[close].endpos, form, name.value, title.value,
                title.lexpos)
