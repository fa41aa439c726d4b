"""Catalog expressions as graph nodes: resources, defaults, overrides,
collectors and relationships (the spec's catalog_expressions.md).

The parser builds and validates these; the catalog compiler (lazygraph.catalog)
gives them meaning. Evaluated outside a catalog compile they report that.
"""
from ..errors import EvaluationError
from .base import Node

# Attributes that can make a resource answer to another title (its namevar or
# an alias), so a literal title alone does not say which key it is.
ALIASING = frozenset(('name', 'path', 'command', 'alias', '*'))


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

    def add_footprint(self, footprint):
        from ..catalog.titles import ANY
        names = self.type_name.class_names()
        type_name = names[0].lower().lstrip(':') if names and len(names) == 1 else None
        for body in self.bodies:
            if type_name == 'class':
                classes = body.title.class_names()
                if classes is None:
                    footprint.cannot_read('a class declared with a computed name')
                for name in classes or ():
                    footprint.include(name)
                continue
            titles = footprint.titles_of(body.title)
            if any(op.name in ALIASING for op in body.operations):
                titles = ANY     # the title may not be the name the key uses
            footprint.declare(type_name, titles)
        footprint.visit_children(self)

    def relationship_footprint(self, footprint):
        self.add_footprint(footprint)


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

    def add_footprint(self, footprint):
        self.target.relationship_footprint(footprint)
        for op in self.operations:
            footprint.visit(op)


class QueryCompare(CatalogPart):
    """``attr == value`` / ``attr != value`` in a collector query."""
    __slots__ = ('attribute', 'op', 'value')
    attrs = ('attribute', 'op')
    fields = ('value',)

    def label(self):
        return 'Query %s %s' % (self.attribute, self.op)

    def matches(self, resource):
        """Puppet's CollectorTransformer: ``tag == v`` asks whether the resource is
        tagged v; ``attr == v`` whether the attribute (an array: any element)
        equals v, an absent one being undef; ``!=`` is the plain negation of
        equality, not of ``==``: an array attribute, and ``tag`` (the tag
        parameter, not the tags), differ from any single value."""
        from ..values.core import equal
        expected = self.value.resolve()
        name = self.attribute
        if self.op == '==' and name == 'tag':
            wanted = expected if isinstance(expected, list) else [expected]
            return any(equal(a, w) for a in resource.tags for w in wanted)
        actual = resource.title if name == 'title' else resource.get(name)
        if self.op == '==' and isinstance(actual, list):
            return any(equal(a, expected) for a in actual)
        return equal(actual, expected) if self.op == '==' else not equal(actual, expected)

    def index_key(self):
        """('tag', value) or ('title', value) when the query requires that
        equality: the collector then looks only at that index's resources."""
        if self.op == '==' and self.attribute in ('tag', 'title'):
            value = self.value.resolve()
            if isinstance(value, str):
                return self.attribute, value.lower() if self.attribute == 'tag' else value
        return None

    def store_query(self):
        """The query as the store reads it (fleet/store.py stored_match)."""
        return (self.op, self.attribute, self.value.resolve())

    def attribute_names(self):
        """The attributes the query reads (once prepared: a computed name is known)."""
        return [self.attribute]

    def prepare(self):
        """Evaluate the operand now, where the collector is (Puppet's query
        transformer does): a lambda's parameter is gone when it matches later."""
        self.value.resolve()

    def possible_titles(self, footprint, seen=frozenset()):
        """Titles of the resources this query can match."""
        if self.attribute == 'title' and self.op == '==':
            return self.value.possible_titles(footprint, seen)
        return CatalogPart.possible_titles(self, footprint, seen)


class ComputedQueryCompare(QueryCompare):
    """``$name == value``: Puppet evaluates a query's left side where the
    collector is and takes the String it gives as the attribute's name
    (k8s's ``File<| $title == ... |>`` in a define compares attribute
    '<the define's title>', so it matches nothing)."""
    __slots__ = ('name_expr',)
    fields = ('name_expr', 'value')

    def label(self):
        return 'Query (computed name) %s' % self.op

    def prepare(self):
        name = self.name_expr.resolve()
        if not isinstance(name, str):
            from ..values import types as T
            raise self.name_expr.error(
                "a collector query's attribute name must be a String, got %s"
                % T.generalize(T.infer_reduced(name)))
        self.attribute = name
        self.value.resolve()


class QueryLogic(CatalogPart):
    __slots__ = ('op', 'left', 'right')
    attrs = ('op',)
    fields = ('left', 'right')

    def label(self):
        return 'Query %s' % self.op

    def matches(self, resource):
        if self.op == 'and':
            return self.left.matches(resource) and self.right.matches(resource)
        return self.left.matches(resource) or self.right.matches(resource)

    def index_key(self):
        if self.op == 'and':
            return self.left.index_key() or self.right.index_key()
        return None

    def store_query(self):
        return (self.op, self.left.store_query(), self.right.store_query())

    def attribute_names(self):
        return self.left.attribute_names() + self.right.attribute_names()

    def prepare(self):
        self.left.prepare()
        self.right.prepare()

    def possible_titles(self, footprint, seen=frozenset()):
        left = self.left.possible_titles(footprint, seen)
        right = self.right.possible_titles(footprint, seen)
        if self.op == 'and':      # both must hold: either side narrows it
            return right if left.any else left
        return left.union(right)


class Collector(CatalogExpression):
    """``Type <| query |> { overrides }``; exported for ``<<| |>>``."""
    __slots__ = ('type_name', 'query', 'operations', 'exported', 'state')
    attrs = ('exported',)
    fields = ('type_name', 'query', 'operations')

    def describe(self):
        return 'a collector'

    def _resolve(self):
        if self.type_name.name == 'Class':     # refused when evaluated, as Puppet does
            raise self.error('Classes cannot be collected')
        return self.compiler().collect(self)

    def add_footprint(self, footprint):
        """A collector realizes and overrides what it matches."""
        from ..catalog.titles import ANY
        names = self.type_name.class_names()
        type_name = names[0].lower().lstrip(':') if names and len(names) == 1 else None
        titles = self.query.possible_titles(footprint) if self.query is not None else ANY
        footprint.touch(type_name, titles)
        footprint.visit_children(self)

    def relationship_footprint(self, footprint):
        self.add_footprint(footprint)


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

    def add_footprint(self, footprint):
        """Either side may gain before/notify: both are touched."""
        self.left.relationship_footprint(footprint)
        self.right.relationship_footprint(footprint)

    def relationship_footprint(self, footprint):
        self.add_footprint(footprint)


class SkimmedResources(CatalogExpression):
    """A run of top-level resource statements not parsed yet (syntax/statements.py).

    Their keys are known from the text; each statement is parsed -- and joins
    this node's ``expressions`` -- when its resource's parameters are first
    needed. Only lazygraph.load (`lazygraph get`, `inspect`) skims.
    """
    __slots__ = ('stubs', 'expressions')
    attrs = ('stubs',)
    fields = ('expressions',)

    def label(self):
        return 'SkimmedResources %d statements (%d parsed)' % (len(self.stubs),
                                                                len(self.expressions or ()))

    def describe(self):
        return 'a resource expression'

    # Statements read one at a time before the rest of the run is read at once:
    # one parser run costs about as much as a few dozen single statements.
    ONE_BY_ONE = 32

    def parsed(self, stub):
        """The ResourceExpression of one statement, parsed on first use."""
        if stub.expression is None:
            if len(self.expressions or ()) >= self.ONE_BY_ONE:
                self.parse_all()        # most of the run is wanted (relationships...)
            else:
                from ..syntax.parser import parse_range
                self._adopt_parsed(stub, parse_range(self.span.source, stub.start, stub.end))
        return stub.expression

    def parse_all(self):
        """Parse every statement not parsed yet, in one run of the parser (from
        the first to the last of them; those parsed before keep their nodes)."""
        from ..syntax.parser import parse_range
        pending = [stub for stub in self.stubs if stub.expression is None]
        if not pending:
            return
        statements = parse_range(self.span.source, pending[0].start, pending[-1].end)
        by_start = {statement.span.start: statement for statement in statements}
        if len(by_start) != len(statements):
            self._differs(pending[0])
        for stub in pending:
            statement = by_start.get(stub.start)
            if statement is None:
                self._differs(stub)
            self._adopt_parsed(stub, [statement])

    def _adopt_parsed(self, stub, statements):
        expression = statements[0] if len(statements) == 1 else None
        if not (isinstance(expression, ResourceExpression) and
                len(expression.bodies) == 1 and expression.form == FORMS[stub.form] and
                (expression.span.start, expression.span.end) == (stub.start, stub.end)):
            self._differs(stub)
        stub.expression = expression = self.adopt(expression)
        if self.expressions is None:
            self.expressions = []
        self.expressions.append(expression)

    def _differs(self, stub):
        from ..source import Span
        raise EvaluationError('internal error: a statement left unparsed parsed differently; '
                              'please report it with the manifest',
                              Span(self.span.source, stub.start, stub.end))

    def _resolve(self):
        return self.compiler().declare_stubs(self)


# A resource expression's form, by its prefix.
FORMS = {'': 'regular', '@': 'virtual', '@@': 'exported'}
