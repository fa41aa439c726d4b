"""An ERB engine without Ruby: Puppet's template() / inline_template() semantics.

    template = compile_erb(text, filename)   # parses once; raises TemplateError
    text = template.render(scope)            # scope.lookup / call_function / warn
    template.variables()                     # instance variables and scope keys read

The template is compiled to the Ruby script Ruby's ERB (trim_mode '-') would
generate (scanner), tokenised (lexer), parsed into self-evaluating nodes
(parser, nodes) and run by an interpreter that only knows a fixed set of
classes and methods: nothing can reach the host system.
"""
from ...source import Source, Span
from .errors import TemplateError, UnsupportedRuby
from .interpreter import Render
from .lexer import Lexer, LexError
from .nodes import literal_names
from .grammar import ParseError, Unsupported  # noqa: F401 (ParseError: this package's API)
from .scanner import scan

__all__ = ['compile_erb', 'ErbTemplate', 'TemplateError']


class ErbTemplate:
    def __init__(self, text, filename):
        self.text = text
        self.filename = filename
        self.source = Source(text, filename)
        # the parser: rendering a template read back from the parse cache needs
        # none (the tree's classes are stored.py's), its import was 1 M instructions
        from .parser import Parser
        self._script = scan(text)
        code = self._script.code
        try:
            tokens = Lexer(code).tokenize()
            self.tree = Parser(tokens, self._script.texts).parse_program()
        except LexError as exc:
            raise TemplateError(exc.message, self.span(exc.offset, exc.offset + 1, script=True)) from None
        except Unsupported as exc:
            raise UnsupportedRuby(exc.message, self.span(exc.token.start, exc.token.end,
                                                          script=True)) from None
        except ParseError as exc:
            raise TemplateError(exc.message, self.span(exc.token.start, exc.token.end, script=True)) from None
        except RecursionError:
            raise TemplateError('the template nests too deeply to parse', self.span(0)) from None

    @classmethod
    def from_tree(cls, text, filename, tree):
        """The template of ``text`` whose parsed tree is ``tree`` (read back from
        the parse cache: stored.py)."""
        template = cls.__new__(cls)
        template.text = text
        template.filename = filename
        template.source = Source(text, filename)
        template._script = None     # its text nodes hold their text: scanned for errors only
        template.tree = tree
        return template

    @property
    def script(self):
        """The Ruby script the template compiles to, with its map back to the
        template's offsets (error spans)."""
        if self._script is None:
            self._script = scan(self.text)
        return self._script

    def span(self, start, end=None, script=True):
        """A Span in the template text for script offsets [start, end)."""
        if script:
            first = self.script.template_offset(start)
            last = self.script.template_offset(max(start, (end or start + 1) - 1)) + 1
        else:
            first, last = start, end or start + 1
        if last < first:
            last = first + 1
        return Span(self.source, min(first, len(self.text)), min(last, max(len(self.text), 1)))

    def render(self, scope):
        return Render(self, scope).run()

    def changes_values(self):
        """May rendering change a value of the manifest or define a method (so it
        must run where Puppet runs it)? Read from the code, without running it."""
        return self.tree.changes_values()

    def calls_functions(self):
        """May rendering call a Puppet function (so include classes, declare
        resources: catalog/cone.py)? Read from the code, without running it."""
        return self.tree.calls_functions()

    def variables(self):
        """Instance variable names and literal scope['x'] keys the template reads."""
        names = []
        for name in self.tree.ivars() + literal_names(self.tree):
            if name not in names:
                names.append(name)
        return names


def compile_erb(text, filename='inline_template'):
    return ErbTemplate(text, filename)
