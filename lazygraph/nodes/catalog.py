"""Catalog expressions as graph nodes: resources, defaults, overrides,
collectors and relationships (the spec's catalog_expressions.md).

The parser builds and validates these; the catalog compiler (lazygraph.catalog)
gives them meaning. Evaluated outside a catalog compile they report that.
"""
from .base import Node


class CatalogExpression(Node):
    __slots__ = ()

    def compiler(self):
        compiler = getattr(self.runtime(), 'compiler', None)
        if compiler is None:
            raise self.error('%s needs a catalog: use `lazygraph compile`' % self.describe())
        return compiler

    def pure(self):
        return False

    def describe(self):
        return 'a %s' % type(self).__name__


class CatalogPart(Node):
    """A piece of a catalog expression: folds to itself with folded children
    (it has no value of its own)."""
    __slots__ = ()

    def pure(self):
        return False


class AttributeOperation(CatalogPart):
    """``name => value``, ``name +> value`` or ``* => hash``."""
    __slots__ = ('name', 'op', 'value')
    attrs = ('name', 'op')
    fields = ('value',)

    def label(self):
        return 'Attribute %s %s' % (self.name, self.op)


class ResourceBody(CatalogPart):
    __slots__ = ('title', 'operations')
    fields = ('title', 'operations')


class ResourceExpression(CatalogExpression):
    """``type { title: attrs; ... }``; form is 'regular', 'virtual' or 'exported'."""
    __slots__ = ('type_name', 'bodies', 'form')
    attrs = ('form',)
    fields = ('type_name', 'bodies')

    def describe(self):
        return 'a resource expression'

    def _resolve(self):
        return self.compiler().declare(self)


class ResourceDefaults(CatalogExpression):
    __slots__ = ('type_name', 'operations')
    fields = ('type_name', 'operations')

    def describe(self):
        return 'a resource default expression'

    def _resolve(self):
        return self.compiler().declare_defaults(self)


class ResourceOverride(CatalogExpression):
    __slots__ = ('target', 'operations')
    fields = ('target', 'operations')

    def describe(self):
        return 'a resource override'

    def _resolve(self):
        return self.compiler().override(self)


class QueryCompare(CatalogPart):
    """``attr == value`` / ``attr != value`` in a collector query."""
    __slots__ = ('attribute', 'op', 'value')
    attrs = ('attribute', 'op')
    fields = ('value',)

    def label(self):
        return 'Query %s %s' % (self.attribute, self.op)


class QueryLogic(CatalogPart):
    __slots__ = ('op', 'left', 'right')
    attrs = ('op',)
    fields = ('left', 'right')

    def label(self):
        return 'Query %s' % self.op


class Collector(CatalogExpression):
    """``Type <| query |> { overrides }``; exported for ``<<| |>>``."""
    __slots__ = ('type_name', 'query', 'operations', 'exported', 'state')
    attrs = ('exported',)
    fields = ('type_name', 'query', 'operations')

    def describe(self):
        return 'a collector'

    def _resolve(self):
        return self.compiler().collect(self)


class Relationship(CatalogExpression):
    """``left -> right`` (and ``~>``, ``<-``, ``<~``); chains are left-nested."""
    __slots__ = ('left', 'right', 'op')
    attrs = ('op',)
    fields = ('left', 'right')

    def label(self):
        return 'Relationship %s' % self.op

    def describe(self):
        return 'a relationship'

    def _resolve(self):
        return self.compiler().relationship(self)
