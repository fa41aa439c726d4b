"""Value edits, patched into the base catalogs instead of compiling.

The most common change to a control repo sets another literal in a resource:
a version, a port, a command -- or adds an attribute with a literal value, or
one computed from the class's parameters ("--workers=${workers}").
When every change a node sees is such an edit, its new catalog is its base
catalog with those values replaced, provided nothing in the node's compile
could see the value other than the catalog itself. `diff --affected` then
patches the node's base catalog instead of compiling it again (docs/fleet.md,
"Patched without compiling").

An edit qualifies (``value_edits``) when the old and new file parse to the
same graph -- lines may move as whole lines are added or removed (the
catalog's lines move with them), comments and spacing may change -- except
for attribute values of resource declarations, and new attributes in them;
and each such value is:

* of a built-in resource type (a define's attribute flows into its body), not
  exported (other nodes collect it); titled by string literals, or by any
  expression when the statement has one titled body and nothing else on its
  line declares resources or calls a function (then its resources are those
  of that type the catalog places at the statement's file and line: a define
  instance's or a loop's too, each given the same literal);
* an attribute that is neither a metaparameter nor `name`, nor a key
  attribute of an isomorphic type (aliases and uniqueness depend on it); a new
  one is an attribute of the type and no key attribute; none is removed or
  moved (a resource default would show instead);
* a literal on both sides (strings, numbers, booleans, arrays and hashes of
  them): no variable, call or interpolation, so the value is the same on every
  node and evaluating it has no effect; not undef (a resource default would
  show instead);
* or computed (``Computed``) from parameters of the class whose body holds the
  statement (not in a lambda), through literals, arrays, hashes and string
  interpolation only -- nothing that can fail or do anything -- each parameter
  declared with a type whose values the catalog shows exactly (String,
  Integer, Boolean, Float, Enum, Pattern; Optional, Array and string-keyed
  Hash of them): an untyped one may hold a Regexp or a Type, which the catalog
  shows as a string. Each node's value is evaluated, by the evaluator, on the
  parameters its base catalog's Class resource shows; a node where one is
  undef, Sensitive or not plain data is compiled.

A node's base catalog is patched (``patch_catalog``) only when its compile
recorded, for each edited type and attribute, that nothing read or replaced
it: no collector query on it or collector override of it, no override, no
attribute access, getparam, defined_with_params or ensure_resource comparing
it, no Ruby function reading the catalog (dependencies' `attribute_uses`);
and the resource in the catalog sits at the edited statement's file and line
with the old value (a new attribute: with none, so no default or override set
it). Otherwise the node is compiled as before.
"""
import copy
import math
import re

from ..errors import LazygraphError
from ..nodes.access import Access, TypeName, Variable
from ..nodes.calls import Lambda
from ..nodes.catalog import ResourceBody, ResourceExpression
from ..nodes.data import BareWord, Boxed, Interpolation, Mapping, Pair, Sequence
from ..nodes.definitions import ClassDefinition, Definition

LITERAL_SCALARS = (str, int, float, bool)


class ValueEdit:
    """One attribute of one resource statement given another literal value (or
    a literal value it did not have: ``old`` is ABSENT)."""

    def __init__(self, path, line, type_name, titles, attribute, old, new, namevar=False):
        self.path, self.line = path, line            # the statement's file and line
        self.type_name, self.titles = type_name, titles   # lower-case type; [title]
        self.attribute, self.old, self.new = attribute, old, new
        self.namevar = namevar    # the catalog leaves it out when it repeats the title

    def __repr__(self):
        return 'ValueEdit(%s:%d %s%r %s: %r -> %r)' % (
            self.path, self.line, self.type_name, self.titles, self.attribute, self.old,
            self.new)


class _Absent:
    def __repr__(self):
        return 'ABSENT'


ABSENT = _Absent()     # an attribute the old statement did not set


class FileEdit(list):
    """The ValueEdits of one file, and where its lines went (old -> new line of
    every statement: an edit may add or remove lines before others)."""

    def __init__(self, path, edits, lines):
        list.__init__(self, edits)
        self.path, self.lines = path, lines


def value_edits(old_text, new_text, path):
    """The FileEdit (a list of ValueEdits) when the two versions of the file at
    ``path`` (in the repository) differ only in qualifying literal attribute
    values -- an empty one when only comments, spacing or line breaks differ --;
    None otherwise (or when either side does not parse)."""
    from ..syntax.parser import parse
    try:
        old, new = parse(old_text, path), parse(new_text, path)
        comparison = _Comparison()
        if not comparison.same(old, new) or not comparison.lines_in_order():
            return None
        edits = comparison.edits
        if any(e.titles is None for e in edits):
            busy = _busy_lines(old)
            if any(e.titles is None and busy.get(e.line, 0) > 1 for e in edits):
                return None     # the catalog's lines cannot tell this statement's resources
    except (LazygraphError, RecursionError):
        return None          # too deep to compare here: the node is compiled
    return FileEdit(path, edits, comparison.lines)


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


class _Comparison:
    """Two graphs compared node by node: the qualifying value edits found, and
    each matched node's old line -> new line."""

    def __init__(self):
        self.edits = []
        self.lines = {}

    def lines_in_order(self):
        """Lines moved only as inserted or removed lines move them."""
        news = [self.lines[line] for line in sorted(self.lines)]
        return all(a <= b for a, b in zip(news, news[1:]))

    def same(self, old, new, expression=None):
        """Do the graphs match but for qualifying value edits? A value edit
        that does not qualify is a mismatch."""
        if type(old) is not type(new):
            return False
        if old is None:
            return True
        if (old.span is None) != (new.span is None):
            return False
        if old.span is not None and self.lines.setdefault(old.span.line,
                                                          new.span.line) != new.span.line:
            return False     # a line split: not one place for what was on it
        if not all(_identical(getattr(old, a), getattr(new, a)) for a in old.attrs):
            return False         # 1, 1.0 and true differ
        if isinstance(old, ResourceExpression):
            expression = old
        elif isinstance(old, ResourceBody) and expression is not None and \
                old.parent is expression:
            return self.same(old.title, new.title, expression) and \
                self._same_operations(expression, old, new)
        for field in old.fields:
            a, b = getattr(old, field), getattr(new, field)
            if isinstance(a, list) or isinstance(b, list):
                if not (isinstance(a, list) and isinstance(b, list)) or len(a) != len(b):
                    return False
                pairs = zip(a, b)
            else:
                pairs = [(a, b)]
            if not all(self.same(x, y, expression) for x, y in pairs):
                return False
        return True

    def _same_operations(self, expression, old_body, new_body):
        """A resource body's attributes: the same ones, some with other literal
        values, and maybe new ones with literal values (ValueEdits)."""
        olds, news = old_body.operations, new_body.operations
        old_names = [op.name for op in olds]
        new_names = [op.name for op in news]
        if len(set(new_names)) != len(new_names) or \
                [n for n in new_names if n in old_names] != old_names:
            return False     # one removed, renamed or moved: a default may show instead
        by_name = {op.name: op for op in olds}
        for op in news:
            before = by_name.get(op.name)
            if before is None:
                edit = _value_edit(expression, old_body, op, None, op.value)
            elif not self.same_value(before, op):
                edit = _value_edit(expression, old_body, before, before.value, op.value)
            else:
                continue
            if edit is None or _identical(edit.old, edit.new):
                return False     # the same value, moved to another line: not one place
            self.edits.append(edit)
        return True

    def same_value(self, before, after):
        """The same attribute operation (its value, lines recorded; edits of
        resources declared inside it kept), or not."""
        trial = _Comparison()
        if not trial.same(before, after) or \
                any(self.lines.get(old, new) != new for old, new in trial.lines.items()):
            return False
        self.lines.update(trial.lines)
        self.edits.extend(trial.edits)
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
    if old is None and (name in rtype.key_attributes or name not in rtype.attributes):
        return None     # a new key attribute, or one the type has not: compile
    titles = _literal(body.title)
    if isinstance(titles, str):
        titles = [titles]
    if not isinstance(titles, list) or not titles or \
            not all(isinstance(t, str) for t in titles):
        titled = [b for b in expression.bodies if not _is_default_title(b.title)]
        if len(titled) != 1 or _is_default_title(body.title):
            return None
        titles = None       # computed: the catalog's file and line tell its resources
    old_value = ABSENT if old is None else _literal_or_computed(old, expression)
    new_value = _literal_or_computed(new, expression)
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
        return value if type(value) in LITERAL_SCALARS and _literal_data(value) is not None \
            else _NOT_LITERAL
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


def _literal_or_computed(node, expression):
    """A literal's catalog data, else a Computed value, else _NOT_LITERAL."""
    value = _literal(node)
    if value is _NOT_LITERAL:
        value = _computed(node, expression)
    return value


class Computed:
    """A value computed from the parameters of the class whose body declares
    the resource ("TUNED=${tuning}", [$port, 'x']): the same code gives each
    node the value its own parameters make, and those are in its catalog (the
    Class resource's parameters). Evaluated for each node by the evaluator,
    on those values; a node whose values cannot be read back exactly (undef,
    Sensitive, rich data) is compiled."""

    def __init__(self, text, class_name, names):
        self.text = text                  # the expression's source
        self.class_name = class_name      # the class declaring the resource
        self.names = names                # the parameters it reads

    def __eq__(self, other):
        return type(other) is Computed and (self.text, self.class_name) == \
            (other.text, other.class_name)

    def __hash__(self):
        return hash((self.text, self.class_name))

    def __repr__(self):
        return 'Computed(%s in %s)' % (self.text, self.class_name)

    def value(self, classes, memo):
        """The catalog data this node's parameters give (classes: the base
        catalog's Class resources by title), or _NOT_LITERAL."""
        from ..catalog.resource import class_title
        resource = classes.get(class_title(self.class_name))
        if resource is None or set(self.names) & set(resource.get('sensitive_parameters', ())):
            return _NOT_LITERAL
        given = resource.get('parameters') or {}
        lines = []
        for name in self.names:
            if name not in given:
                return _NOT_LITERAL       # undef, or a name the catalog downcased
            text = _puppet_literal(given[name])
            if text is None:
                return _NOT_LITERAL
            lines.append('$%s = %s\n' % (name, text))
        # Assigned, not a statement of its own: '{' would start a block there.
        result = 'patched_value' + '_' * sum(n.startswith('patched_value') for n in self.names)
        source = ''.join(lines) + '$%s = %s\n$%s\n' % (result, self.text, result)
        if source not in memo:
            memo[source] = _evaluated(source)
        return memo[source]


def _evaluated(source):
    from ..evaluation import evaluate
    from ..values.core import to_data
    try:
        data = to_data(evaluate(source, filename='<patch>', parse_cache=False))
    except (LazygraphError, RecursionError):
        return _NOT_LITERAL        # Puppet fails there too: the compile says where
    return _NOT_LITERAL if data is None or _literal_data(data) is None else data


def _literal_data(value):
    """``value`` if it is plain catalog data (what _literal reads), else None:
    Puppet refuses integers past 64 bits, Infinity and NaN in a catalog."""
    kind = type(value)
    if kind in (str, bool):
        return value
    if kind is int:
        return value if -2 ** 63 <= value < 2 ** 63 else None
    if kind is float:
        return value if math.isfinite(value) else None
    if kind is list:
        return value if all(_literal_data(v) is not None for v in value) else None
    if kind is dict:
        return value if '__ptype' not in value and all(
            type(k) is str and _literal_data(v) is not None for k, v in value.items()) else None
    return None


def _puppet_literal(value):
    """Puppet source for catalog data read back (its value exactly), or None."""
    if _literal_data(value) is None:
        return None
    kind = type(value)
    if kind is bool:
        return 'true' if value else 'false'
    if kind is str:
        return "'%s'" % value.replace('\\', '\\\\').replace("'", "\\'")
    if kind is int:
        return str(value)
    if kind is float:
        text = repr(value)
        return text if re.fullmatch(r'-?\d+\.\d+', text) else None
    if kind is list:
        items = [_puppet_literal(v) for v in value]
        return None if None in items else '[%s]' % ', '.join(items)
    pairs = [(_puppet_literal(k), _puppet_literal(v)) for k, v in value.items()]
    if any(k is None or v is None for k, v in pairs):
        return None
    return '{%s}' % ', '.join('%s => %s' % pair for pair in pairs)


def _computed(node, expression):
    """A Computed value when ``node`` reads only the enclosing class's own
    parameters, through literals, arrays, hashes and interpolation (nothing
    that could fail differently, or do anything, on some node); else
    _NOT_LITERAL."""
    owner = next((a for a in expression.ancestors() if isinstance(a, (Definition, Lambda))),
                 None)
    if not isinstance(owner, ClassDefinition) or node.span is None:
        return _NOT_LITERAL     # a define's, a node's, a lambda's (its own variables)
    parameters = {p.name for p in owner.params or () if not p.splat and _faithful(p.type)}
    names = []

    def plain(item):
        kind = type(item)
        if kind is Variable:
            if item.name not in parameters or not item.name.islower():
                return False
            if item.name not in names:
                names.append(item.name)
            return True
        if kind in (Boxed, BareWord):
            return _literal(item) is not _NOT_LITERAL
        if kind in (Sequence, Mapping, Pair, Interpolation):
            return all(plain(child) for child in item.children())
        return False
    if not plain(node) or not names:
        return _NOT_LITERAL
    return Computed(node.span.text, owner.name, sorted(names))


# Types whose values the catalog shows as themselves: a String is a JSON
# string, an Integer a number... An untyped parameter or another type may hold
# a Regexp, a Type, a SemVer or a Binary, all shown as strings, or a Hash with
# Integer keys, shown with string keys: such a value cannot be read back.
_SCALARS = frozenset(['String', 'Integer', 'Float', 'Numeric', 'Boolean', 'Enum', 'Pattern'])


def _faithful(type_node):
    """Does the declared type (a type expression node) ensure the catalog shows
    a value of it exactly (when it is not undef)?"""
    if type(type_node) is TypeName:
        return type_node.name in _SCALARS
    if type(type_node) is not Access or type(type_node.target) is not TypeName:
        return False
    name, keys = type_node.target.name, type_node.keys
    if name in _SCALARS:
        return name != 'Boolean'       # bounds, values or patterns
    if name in ('Optional', 'Array') and keys:
        return _faithful(keys[0])      # undef is not read back; [Type, sizes]
    if name == 'Hash' and len(keys) >= 2:
        key = keys[0]
        return type(key) in (TypeName, Access) and _faithful(key) and \
            (key.name if type(key) is TypeName else key.target.name) in \
            ('String', 'Enum', 'Pattern') and _faithful(keys[1])
    return False


def patch_catalog(catalog, deps, file_edits, memo=None):
    """The node's new catalog: ``catalog`` (its base) with ``file_edits`` (a
    FileEdit or a list of them) applied, or None when one of them may have had
    another effect on this node. memo: computed values by the code evaluated,
    shared by the nodes patched in one run (most share their parameters)."""
    if isinstance(file_edits, FileEdit):
        file_edits = [file_edits]
    uses = deps.get('attribute_uses') if deps else None
    if uses is None or catalog.get('error') is not None:
        return None        # a base run that did not record them, or a failed compile
    uses = set(uses)
    if '*' in uses:
        return None
    resources = catalog.get('resources', [])
    places = []
    for resource in resources:
        recorded = resource.get('file')
        place = checkout_path(recorded) if recorded is not None else None
        if recorded is not None and place is None:
            return None     # not compiled from a checkout: its file cannot be told
        places.append(place)
    changed = {}            # index -> the resource's new data
    classes = {r.get('title'): r for r in resources if r.get('type') == 'Class'}
    memo = {} if memo is None else memo
    for file_edit in file_edits:
        for edit in file_edit:
            old, new = (v.value(classes, memo) if type(v) is Computed else v
                        for v in (edit.old, edit.new))
            if old is _NOT_LITERAL or new is _NOT_LITERAL or \
                    not _apply(edit, old, new, uses, resources, places, changed):
                return None
    for file_edit in file_edits:
        if not _move_lines(file_edit, resources, places, changed):
            return None
    if not changed:
        return catalog
    patched = dict(catalog, resources=list(resources))   # shares what it does not change
    for index, resource in changed.items():
        patched['resources'][index] = resource
    return patched


def _apply(edit, old, new, uses, resources, places, changed):
    """Apply one ValueEdit (its values on this node: ``old`` and ``new``) to the
    resources of its statement; False when it may have had another effect."""
    if '%s.%s' % (edit.type_name, edit.attribute) in uses or \
            '%s.*' % edit.type_name in uses or '*.%s' % edit.attribute in uses:
        return False
    for index, resource in enumerate(resources):
        if resource['type'].lower() != edit.type_name:
            continue
        if '%s[%s].%s' % (edit.type_name, resource['title'], edit.attribute) in uses or \
                '%s[%s].*' % (edit.type_name, resource['title']) in uses:
            return False      # read or replaced: an attribute access, an override...
        at_statement = resource.get('line') == edit.line and places[index] == edit.path
        if edit.titles is None:        # a computed title: the statement's resources
            if not at_statement:
                continue
        elif resource['title'] not in edit.titles:
            if at_statement:
                return False      # a title the catalog shows otherwise
            continue
        if resource.get('exported') or not at_statement or \
                resource.get('kind') != 'compilable_type':
            return False     # another statement's, or a define of that name
        current = changed.get(index)
        if current is None:
            current = changed[index] = dict(resource,
                                            parameters=dict(resource.get('parameters') or {}))
        parameters = current['parameters']
        if old is ABSENT:
            if edit.attribute in parameters:
                return False     # a default or an override set it: the declaration hides it
        elif not _identical(parameters.get(edit.attribute), old):
            return False         # not the declared value: something else set it
        if edit.namevar and new == resource['title']:
            del parameters[edit.attribute]       # as Puppet's catalog shows it
        else:
            parameters[edit.attribute] = copy.deepcopy(new)
    return True


def _move_lines(file_edit, resources, places, changed):
    """The resources declared in the edited file, at their new lines; False
    when one is at a line the comparison did not map."""
    lines = file_edit.lines
    for index, resource in enumerate(resources):
        if places[index] != file_edit.path:
            continue
        line = resource.get('line')
        new_line = lines.get(line)
        if new_line is None:
            return False
        if new_line != line:
            current = changed.get(index)
            if current is None:
                current = changed[index] = dict(resource)
            current['line'] = new_line
    return True


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
