"""Token lists for the context-sensitive parts of Puppet's lexical structure."""
import pytest

from lazygraph.errors import ParseError
from lazygraph.source import Source
from lazygraph.syntax.lexer import tokenize


def raise_error(message, start, end):
    raise ParseError(message)


def types(text):
    return [t.type for t in tokenize(Source(text), raise_error)]


def values(text):
    return [t.value for t in tokenize(Source(text), raise_error)]


def test_names_variables_and_type_references():
    assert types('foo ::foo::bar Foo::Bar $x $::x $a::b $0') == [
        'NAME', 'NAME', 'CLASSREF', 'VARIABLE', 'VARIABLE', 'VARIABLE', 'VARIABLE']
    assert values('$::x $a::b') == ['::x', 'a::b']


def test_keywords_and_words():
    assert types('if elsif else unless case default undef true false and or in') == [
        'IF', 'ELSIF', 'ELSE', 'UNLESS', 'CASE', 'DEFAULT', 'UNDEF', 'BOOLEAN', 'BOOLEAN',
        'AND', 'OR', 'IN']
    assert types('foo-bar') == ['WORD']


@pytest.mark.parametrize('text,value', [
    ('42', 42), ('0x1F', 31), ('017', 15), ('1.5', 1.5), ('1e3', 1000.0), ('2.5e-2', 0.025),
    ('0', 0),
])
def test_numbers(text, value):
    assert values(text) == [value]
    assert type(values(text)[0]) is type(value)


@pytest.mark.parametrize('text', ['08', '1a', '0x'])
def test_bad_numbers(text):
    with pytest.raises(ParseError):
        types(text)


def test_list_start_versus_access():
    assert types('$a[1]') == ['VARIABLE', 'LBRACK', 'NUMBER', 'RBRACK']
    assert types('$a [1]') == ['VARIABLE', 'LISTSTART', 'NUMBER', 'RBRACK']
    assert types('[1]')[0] == 'LISTSTART'


def test_parenthesis_at_line_start():
    assert types('f(1)')[1] == 'LPAREN'
    assert types('f\n  (1)')[1] == 'WSLPAREN'


def test_regex_versus_division():
    assert types('$a / 2 / 3') == ['VARIABLE', 'DIV', 'NUMBER', 'DIV', 'NUMBER']
    assert types('$a =~ /x\\/y/') == ['VARIABLE', 'MATCH', 'REGEX']
    assert values('$a =~ /x\\/y/')[2] == 'x\\/y'
    assert types('case $x { /a/: {} }')[3] == 'REGEX'


def test_selector_brace():
    assert types('$x ? { default => 1 }')[2] == 'SELBRACE'


def test_operators_longest_match():
    assert types('<<| |>> <| |> -> ~> <- <~ => +> == != =~ !~ << >> <= >=') == [
        'LLCOLLECT', 'RRCOLLECT', 'LCOLLECT', 'RCOLLECT', 'OUT_EDGE', 'OUT_EDGE_SUB',
        'IN_EDGE', 'IN_EDGE_SUB', 'FARROW', 'PARROW', 'ISEQUAL', 'NOTEQUAL', 'MATCH',
        'NOMATCH', 'LSHIFT', 'RSHIFT', 'LESSEQUAL', 'GREATEREQUAL']


def test_comments_are_skipped():
    assert types('1 # c\n/* multi\nline */ 2') == ['NUMBER', 'NUMBER']


def test_single_quoted_escapes():
    assert values(r"'a\'b\\c\n'") == ["a'b\\c\\n"]


def test_double_quoted_escapes():
    assert values(r'"\t\n\s\$\"\u0041\u{1F600}\q"') == ['\t\n $"A\U0001F600\\q']


def test_interpolation_parts():
    (tok,) = tokenize(Source('"a${x}b$y c${h[1]}"'), raise_error)
    assert tok.type == 'DQSTRING'
    literal = [p for p in tok.value if isinstance(p, str)]
    assert literal == ['a', 'b', ' c']
    exprs = [[t.type for t in p] for p in tok.value if not isinstance(p, str)]
    assert exprs == [['VARIABLE'], ['VARIABLE'], ['VARIABLE', 'LBRACK', 'NUMBER', 'RBRACK']]


def test_heredoc_body_is_cut_from_the_token_stream():
    text = '$x = @(END)\n  body\n  | END\nnotice($x)\n'
    toks = tokenize(Source(text), raise_error)
    assert [t.type for t in toks] == ['VARIABLE', 'EQUALS', 'HEREDOC', 'NAME', 'LPAREN',
                                      'VARIABLE', 'RPAREN']
    assert toks[2].value == (['body\n'], None)


def test_two_heredocs_on_one_line():
    text = 'f(@(A), @(B))\na\n|A\nb\n|-B\n$z'
    toks = tokenize(Source(text), raise_error)
    heredocs = [t.value[0] for t in toks if t.type == 'HEREDOC']
    assert heredocs == [['a\n'], ['b']]
    assert toks[-1].type == 'VARIABLE'


def test_heredoc_margin_escapes_and_syntax():
    text = '@("X":json/tL)\n    a\\tb \\\n    c\n    | X\n'
    (tok,) = tokenize(Source(text), raise_error)
    assert tok.value == (['a\tb c\n'], 'json')


@pytest.mark.parametrize('text', ['"unterminated', "'unterminated", '@(END)\nno end\n',
                                  '"${x"', '$', '`'])
def test_lexical_errors(text):
    with pytest.raises(ParseError):
        types(text)


def test_token_positions():
    toks = tokenize(Source('a  $bc'), raise_error)
    assert [(t.lexpos, t.endpos) for t in toks] == [(0, 1), (3, 6)]
