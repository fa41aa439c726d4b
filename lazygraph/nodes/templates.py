"""EPP templates in the graph: the template, its literal text and ``<%= %>``.

An EPP template is Puppet code (Puppet parses it with the same grammar): its
text pieces are RenderString statements and ``<%= e %>`` a RenderExpression,
mixed with ordinary statements, so ``<% $a.each |$x| { %>...<% } %>`` puts
render statements in a lambda body. Rendering appends to the output of the
nearest enclosing TemplateScope; a statement runs once per scope instance (its
value is memoised), and lambda bodies are cloned per call, so every iteration
renders its own pieces, in program order.
"""
import sys

from ..errors import CantFold, EvaluationError
from ..values.core import PSensitive, to_s
from .base import Node
from .data import Boxed
from .scope import Context


class EppTemplate(Node):
    """A parsed template: ``<%- | params | -%>`` (None: not declared) and body."""
    __slots__ = ('params', 'body')
    fields = ('params', 'body')

    def label(self):
        return 'EppTemplate %s' % (self.span.filename if self.span else '')

    def declares_parameters(self):
        return self.params is not None

    def _resolve(self):
        raise self.error('an EPP template is rendered by epp() or inline_epp()')


class RenderString(Boxed):
    """Literal template text: rendered as is."""
    __slots__ = ()

    def _resolve(self):
        _rendering_scope(self).output.append(self.value)
        return self.value

    def _fold(self):
        return self

    def label(self):
        text = self.value if len(self.value) <= 30 else self.value[:27] + '...'
        return 'RenderString %r' % text


class RenderExpression(Node):
    """``<%= expression %>``: the value's string form is rendered."""
    __slots__ = ('expression',)
    fields = ('expression',)

    def _resolve(self):
        value = self.expression.resolve()
        scope = _rendering_scope(self)
        if isinstance(value, PSensitive):
            # Rendered in clear; the whole result becomes Sensitive (Puppet 7).
            value = value.value
            scope.sensitive = True
        text = to_s(value)
        scope.output.append(text)
        return text

    def _fold(self):
        try:
            value = self.expression.fold()
        except CantFold as exc:
            raise CantFold(self.replace(expression=exc.node))
        return value if value is self.expression else self.replace(expression=value)


def _rendering_scope(node):
    """The TemplateScope ``node`` renders into: the nearest of the scopes around
    it, climbed scope by scope (Node.context remembers each node's scope, so the
    pieces of one template, or of one lambda call in it, share most of the climb)."""
    try:
        scope = node.context()
        while not isinstance(scope, TemplateScope):
            parent = scope.parent
            if parent is None:
                break
            scope = parent.context()      # (a scope's context() is itself)
        else:
            return scope
    except EvaluationError:     # no scope around it at all (a piece parsed on its own)
        pass
    raise node.error('template text outside a template')


class TemplateScope(Context):
    """The scope a template renders in: its parameters, its own assignments,
    then the variables of ``outer`` as seen from ``viewpoint`` (the call: the
    calling scope for inline_epp, the top scope for epp), as Puppet's closure
    scope. ``output`` collects the rendered pieces."""
    __slots__ = ('output', 'sensitive', 'outer', 'viewpoint', 'captures')

    def __init__(self, span=None, **kwargs):
        self.output = []
        self.sensitive = False
        self.outer = None
        self.viewpoint = None
        # $0..$n: those the call sees (inline_epp), none for epp(); match_variable
        # reads a scope's ``captures``.
        self.captures = None
        Context.__init__(self, span, **kwargs)

    def lookup(self, name, span=None):
        node = Context.lookup(self, name, span)
        if node is not None:
            return node
        scope = self.outer
        while scope is not None:
            node = scope.lookup(name, self.viewpoint)
            if node is not None:
                return node
            scope = scope.parent_scope()
        return None

    def parent_scope(self):
        return None

    def rendered(self):
        self.resolve()
        text = ''.join(self.output)
        return PSensitive(text) if self.sensitive else text

    def label(self):
        return 'TemplateScope %s' % (self.scope_name or '')

    def rendered_text(self):
        """The text rendered so far (the inspector's `show`)."""
        return ''.join(self.output)


class CallerCaptures:
    """The match variables ($0, $1, ...) as a call sees them, read on demand."""

    def __init__(self, call):
        self.call = call

    def __len__(self):
        return sys.maxsize

    def __getitem__(self, index):
        from .access import Variable, match_variable
        return match_variable(Variable(self.call.span, name=str(index)).attach(self.call))
