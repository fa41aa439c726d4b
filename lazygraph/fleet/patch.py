"""Literal value edits, patched into the base catalogs instead of compiling.

The most common change to a control repo sets another literal in a resource:
a version, a port, a command. When every change a node sees is such an edit,
its new catalog is its base catalog with those values replaced, provided
nothing in the node's compile could see the value other than the catalog
itself. `diff --affected` then patches the node's base catalog instead of
compiling it again (docs/fleet.md, "Patched without compiling").

An edit qualifies (``value_edits``) when the old and new files parse to the
same graph, line for line, except for attribute values of resource
declarations (an edit of comments or spacing alone, lines kept, changes no
catalog), and each such pair of values is:

* of a built-in resource type (a define's attribute flows into its body), not
  exported (other nodes collect it); titled by string literals, or by any
  expression when the statement has one titled body and nothing else on its
  line declares resources or calls a function (then its resources are those
  of that type the catalog places at the statement's file and line: a define
  instance's or a loop's too, each given the same literal);
* an attribute that is neither a metaparameter nor `name`, nor a key
  attribute of an isomorphic type (aliases and uniqueness depend on it);
* a literal on both sides (strings, numbers, booleans, arrays and hashes of
  them): no variable, call or interpolation, so the value is the same on every
  node and evaluating it has no effect; not undef (a resource default would
  show instead).

A node's base catalog is patched (``patch_catalog``) only when its compile
recorded, for each edited type and attribute, that nothing read or replaced
it: no collector query on it, no override or collector override of it, no
attribute access, getparam, defined_with_params or ensure_resource comparing
it, no Ruby function reading the catalog (dependencies' `attribute_uses`),
and the resource in the catalog sits at the edited statement's file and line
with the old value. Otherwise the node is compiled as before.
"""
import copy
import math
import re

from ..errors import LazygraphError
from ..nodes.catalog import AttributeOperation, ResourceBody, ResourceExpression
from ..nodes.data import BareWord, Boxed, Mapping, Pair, Sequence

LITERAL_SCALARS = (str, int, float)     # bool is an int


class ValueEdit:
    """One attribute of one resource statement given another literal value."""

    def __init__(self, path, line, type_name, titles, attribute, old, new, namevar=False):
        self.path, self.line = path, line            # the statement's file and line
        self.type_name, self.titles = type_name, titles   # lower-case type; [title]
        self.attribute, self.old, self.new = attribute, old, new
        self.namevar = namevar    # the catalog leaves it out when it repeats the title

    def __repr__(self):
        return 'ValueEdit(%s:%d %s%r %s: %r -> %r)' % (
            self.path, self.line, self.type_name, self.titles, self.attribute, self.old,
            self.new)


def value_edits(old_text, new_text, path):
    """[ValueEdit] when the two versions of the file at ``path`` differ only in
    qualifying literal attribute values ([] when they differ in comments or
    spacing only, lines kept); None otherwise (or when either side does not
    parse)."""
    from ..syntax.parser import parse
    try:
        old, new = parse(old_text, path), parse(new_text, path)
        edits = []
        if not _same(old, new, edits):
            return None
        if any(e.titles is None for e in edits):
            busy = _busy_lines(old)
            if any(e.titles is None and busy.get(e.line, 0) > 1 for e in edits):
                return None     # the catalog's lines cannot tell this statement's resources
    except (LazygraphError, RecursionError):
        return None          # too deep to compare here: the node is compiled
    return edits


def _busy_lines(tree):
    """line -> how many resource statements and calls start on it."""
    from ..nodes.calls import Call
    counts = {}

    def walk(node):
        if isinstance(node, (ResourceExpression, Call)) and node.span is not None:
            counts[node.span.line] = counts.get(node.span.line, 0) + 1
        for child in node.children():
            walk(child)
    walk(tree)
    return counts


def _same(old, new, edits, expression=None):
    """Do two graphs match, line for line, but for qualifying value edits
    (appended to ``edits``)? A value edit that does not qualify is a mismatch."""
    if type(old) is not type(new):
        return False
    if old is None:
        return True
    if (old.span is None) != (new.span is None) or (
            old.span is not None and old.span.line != new.span.line):
        return False         # lines moved: the catalog's lines would change
    if not all(_identical(getattr(old, a), getattr(new, a)) for a in old.attrs):
        return False         # 1, 1.0 and true differ
    if isinstance(old, ResourceExpression):
        expression = old
    for field in old.fields:
        a, b = getattr(old, field), getattr(new, field)
        if isinstance(a, list) or isinstance(b, list):
            if not (isinstance(a, list) and isinstance(b, list)) or len(a) != len(b):
                return False
            pairs = zip(a, b)
        else:
            pairs = [(a, b)]
        for x, y in pairs:
            if (field == 'value' and isinstance(old, AttributeOperation) and
                    isinstance(old.parent, ResourceBody) and expression is not None and
                    old.parent.parent is expression and not _same(x, y, [])):
                edit = _value_edit(expression, old.parent, old, x, y)
                if edit is None:
                    return False
                edits.append(edit)
            elif not _same(x, y, edits, expression):
                return False
    return True


def _value_edit(expression, body, operation, old, new):
    from ..types.resource_type import METAPARAMS, builtin_type
    if expression.form == 'exported' or type(expression.type_name) is not BareWord:
        return None
    rtype = builtin_type(expression.type_name.value.lower())
    name = operation.name
    if rtype is None or operation.op != '=>' or not name.islower() or \
            name in ('name', 'title', 'alias') or name in METAPARAMS or \
            (name in rtype.key_attributes and (rtype.isomorphic or
                                               len(rtype.key_attributes) > 1)):
        return None
    titles = _literal(body.title)
    if isinstance(titles, str):
        titles = [titles]
    if not isinstance(titles, list) or not titles or \
            not all(isinstance(t, str) for t in titles):
        titled = [b for b in expression.bodies if not _is_default_title(b.title)]
        if len(titled) != 1 or _is_default_title(body.title):
            return None
        titles = None       # computed: the catalog's file and line tell its resources
    old_value, new_value = _literal(old), _literal(new)
    if old_value is _NOT_LITERAL or new_value is _NOT_LITERAL:
        return None
    return ValueEdit(expression.span.filename, expression.span.line, rtype.name, titles,
                     name, old_value, new_value, namevar=name == rtype.namevar)


_NOT_LITERAL = object()


def _is_default_title(node):
    from ..values.core import DEFAULT
    return type(node) is Boxed and node.value is DEFAULT


def _literal(node):
    """The catalog data of a literal value node, or _NOT_LITERAL."""
    kind = type(node)
    if kind in (Boxed, BareWord):
        value = node.value
        if type(value) is int and not -2 ** 63 <= value < 2 ** 63 or \
                type(value) is float and not math.isfinite(value):
            return _NOT_LITERAL        # Puppet refuses it in a catalog
        return value if type(value) in LITERAL_SCALARS or type(value) is bool else _NOT_LITERAL
    if kind is Sequence:
        items = [_literal(item) for item in node.items]
        return _NOT_LITERAL if any(i is _NOT_LITERAL for i in items) else items
    if kind is Mapping:
        out = {}
        for pair in node.entries:
            if type(pair) is not Pair:
                return _NOT_LITERAL
            key, value = _literal(pair.key), _literal(pair.value)
            if type(key) is not str or value is _NOT_LITERAL or key in out:
                return _NOT_LITERAL
            out[key] = value
        return out
    return _NOT_LITERAL


def patch_catalog(catalog, deps, edits):
    """The node's new catalog: ``catalog`` (its base) with ``edits`` applied,
    or None when one of them may have had another effect on this node."""
    uses = deps.get('attribute_uses') if deps else None
    if uses is None or catalog.get('error') is not None:
        return None        # a base run that did not record them, or a failed compile
    uses = set(uses)
    if '*' in uses:
        return None
    patched = None
    for edit in edits:
        if '%s.%s' % (edit.type_name, edit.attribute) in uses or \
                '%s.*' % edit.type_name in uses or '*.%s' % edit.attribute in uses:
            return None
        for index, resource in enumerate(catalog.get('resources', [])):
            if resource['type'].lower() != edit.type_name:
                continue
            recorded = resource.get('file')
            place = checkout_path(recorded) if recorded is not None else None
            if recorded is not None and place is None:
                return None     # not compiled from a checkout: its file cannot be told
            at_statement = resource.get('line') == edit.line and place == edit.path
            if edit.titles is None:        # a computed title: the statement's resources
                if not at_statement:
                    continue
            elif resource['title'] not in edit.titles:
                if at_statement:
                    return None       # a title the catalog shows otherwise
                continue
            if resource.get('exported') or not at_statement or \
                    resource.get('kind') != 'compilable_type':
                return None     # another statement's, or a define of that name
            params = resource.get('parameters') or {}
            if not _identical(params.get(edit.attribute), edit.old):
                return None       # not the declared value: something else set it
            if patched is None:     # shares what it does not change
                patched = dict(catalog, resources=list(catalog['resources']))
            if patched['resources'][index] is resource:
                patched['resources'][index] = dict(resource, parameters=dict(params))
            parameters = patched['resources'][index]['parameters']
            if edit.namevar and edit.new == resource['title']:
                del parameters[edit.attribute]       # as Puppet's catalog shows it
            else:
                parameters[edit.attribute] = copy.deepcopy(edit.new)
    return patched if patched is not None else catalog


def _identical(a, b):
    """Equal, and of the same types throughout (1, 1.0 and True differ)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(_identical(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(_identical(a[k], b[k]) for k in a)
    return a == b


# A base run's files are in a temporary checkout of the repository (versions.py).
CHECKOUT = re.compile(r'(?<![^\s(\'"])/\S*?/lazygraph-diff-[^/\s]+/[ab]/')


def checkout_path(recorded):
    """A base catalog's file as a path in the repository, or None."""
    match = CHECKOUT.match(recorded)
    return recorded[match.end():] if match is not None else None
