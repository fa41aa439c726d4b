"""The one error a template can raise: located in the template's own text."""
from ...errors import LazygraphError


class TemplateError(LazygraphError):
    """A template that cannot be parsed, uses Ruby outside the subset, or fails."""


class UnsupportedRuby(TemplateError):
    """Ruby outside the subset: refused, never run. With --ruby, Puppet's own ERB
    renders such a template instead (functions/templates.py)."""


class RubyError(Exception):
    """A Ruby exception raised while rendering (NoMethodError, TypeError...).

    Carries Ruby's class name and message; the interpreter locates it at the
    node being evaluated and turns it into a TemplateError.
    """

    def __init__(self, ruby_class, message, genuine=False):
        super().__init__(message)
        self.ruby_class = ruby_class
        self.message = message
        # A NotImplementedError is lazygraph's own limit (never rescued: Ruby
        # would have gone on), unless it is Ruby's or Puppet's own (``genuine``).
        self.limitation = ruby_class == 'NotImplementedError' and not genuine
