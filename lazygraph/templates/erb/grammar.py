"""Shared by the parser modules: keyword tables, precedence, parse errors."""
REFUSED_KEYWORDS = {
    'class': 'class definitions', 'module': 'module definitions',
    'alias': 'alias', 'undef': 'undef', 'BEGIN': 'BEGIN blocks', 'END': 'END blocks',
    'yield': 'yield', 'super': 'super', 'retry': 'retry',
    'redo': 'redo', 'ensure': 'ensure',
    '__FILE__': '__FILE__', '__LINE__': '__LINE__', '__method__': '__method__',
    'rescue': 'rescue', 'in': "'in'",
}
ASSIGN_OPS = ('=', '+=', '-=', '*=', '/=', '%=', '**=', '||=', '&&=', '<<=', '>>=', '|=', '&=', '^=')
BINARY_LEVELS = [
    ('||',), ('&&',), ('<=>', '==', '===', '!=', '=~', '!~'), ('<', '<=', '>', '>='),
    ('|', '^'), ('&',), ('<<', '>>'), ('+', '-'), ('*', '/', '%'),
]


class ParseError(Exception):
    def __init__(self, message, token):
        super().__init__(message)
        self.message = message
        self.token = token


class Unsupported(ParseError):
    """A Ruby construct the subset refuses (never executed)."""


def refusal(what):
    return 'unsupported Ruby in a template: %s (lazygraph never runs arbitrary Ruby; --ruby renders such a template with Puppet\'s own ERB)' % what


def describe(token):
    if token.kind == 'eof':
        return 'end of template'
    if token.kind == 'nl':
        return 'end of line'
    if token.kind in ('text', 'result') or token.closes_tag:
        return 'end of tag'
    if token.kind == 'output':
        return "'<%='"
    if token.kind in ('op', 'kw', 'ident', 'const'):
        return "'%s'" % token.value
    return token.kind

# The named global variables set in Puppet 7.23's process (`global_variables`
# in a template there, Ruby 3.1): reading one is refused; any other global is
# nil, as Ruby reads a global nothing assigned (real templates misspell `@x` so).
RUBY_GLOBALS = frozenset('''ARGV CGI_ENV CHILD_STATUS DEBUG DEFAULT_INPUT DEFAULT_OUTPUT
    ERROR_INFO ERROR_POSITION FIELD_SEPARATOR FILENAME FS IGNORECASE INPUT_LINE_NUMBER
    INPUT_RECORD_SEPARATOR LAST_MATCH_INFO LAST_PAREN_MATCH LAST_READ_LINE LOADED_FEATURES
    LOAD_PATH MATCH NR OFS ORS OUTPUT_FIELD_SEPARATOR OUTPUT_RECORD_SEPARATOR PID POSTMATCH
    PREMATCH PROCESS_ID PROGRAM_NAME RS SAFE VERBOSE stderr stdin stdout tab tab2'''.split())
