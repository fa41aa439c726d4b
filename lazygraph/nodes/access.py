"""Access chains: variables, ``[]`` access and type names.

``$a['k'][0]`` parses to Access(Access(Variable(a), 'k'), 0), as in yay. Expanding
an Access follows the chain through data nodes without resolving siblings, so
``$h['x']`` never evaluates ``$h['y']``.
"""
from ..errors import CantFold, LazygraphError
from ..values import types as T
from ..values.core import a_type_name, is_integer, key_of, type_name
from .base import Node, box
from .data import Mapping, Sequence
from .operators import Splat


class Variable(Node):
    type_body_ok = True
    __slots__ = ('name',)
    attrs = ('name',)

    def label(self):
        return 'Variable $%s' % self.name

    def is_match_variable(self):
        return self.name.isdigit()

    def possible_titles(self, footprint, seen=frozenset()):
        if self.name.isdigit():
            return Node.possible_titles(self, footprint, seen)
        return footprint.variable_titles(self.name, seen)

    def flow_sources(self):
        return [] if self.name.isdigit() else [self.binding()]

    def flow_label(self):
        return 'variable $%s' % self.name

    def idem(self):
        return True

    def idem_label(self):
        return 'Variable'

    def binding(self):
        """The node this variable names (None: undef), found by walking scopes."""
        name = self.name
        if name.isdigit():
            return None
        if name.startswith('::'):
            bare = name[2:]
            if '::' not in bare:
                # The top scope: the main manifest's, also from files of modules.
                program = self.root()
                main = getattr(program, 'main', None) or program
                found = main.lookup(bare, self.span) if main.is_context else None
                return found if found is not None else self.runtime().builtin_variable(bare)
            name = bare
        if '::' in name:
            return self.runtime().qualified_variable(name, self)
        scope = self.context()
        while scope is not None:
            node = scope.lookup(name, self.span)
            if node is not None:
                return node
            scope = scope.parent_scope()
        return self.runtime().builtin_variable(name)

    def _resolve(self):
        if self.name.isdigit():
            return match_variable(self)
        node = self.binding()
        if node is None:
            self.runtime().unknown_variable(self)
            return None
        return node.resolve()

    def _expand(self):
        if self.name.isdigit():
            return box(self.resolve(), self)
        node = self.binding()
        if node is None:
            return box(None, self)
        return node.expand()

    def _fold(self):
        if self.name.isdigit():
            raise CantFold(self.replace())
        if '::' in self.name and self.context().reads_from_outside_unknown():
            raise CantFold(self.replace())      # another scope's, in a body folded alone
        node = self.binding()
        if node is None:
            return box(None, self)
        try:
            folded = node.fold()
        except CantFold:
            raise CantFold(self.replace())
        return folded.clone().attach(self.parent)


def match_variable(var):
    """``$0``..``$n``: captures of the match whose ephemeral scope holds ``var``.

    Puppet scopes captures to the ``if``/``unless``/``case``/selector branch the
    match decided, and to the rest of a block after a statement-level match.
    """
    from .control import Case, If, Selector
    from .scope import Block, Context
    index = int(var.name)
    node = var
    for ancestor in var.ancestors():
        captures = None
        if isinstance(ancestor, If) and node is not ancestor.condition:
            captures = ancestor.captures()
        elif isinstance(ancestor, (Case, Selector)) and node is not ancestor.subject:
            captures = ancestor.captures_for(node)
        elif isinstance(ancestor, Block):
            captures = _statement_captures(ancestor, node)
        if captures is not None:
            return captures[index] if index < len(captures) else None
        if isinstance(ancestor, Context):
            captures = getattr(ancestor, 'captures', None)   # a regex-matched node body
            if captures is not None:
                return captures[index] if index < len(captures) else None
            break
        node = ancestor
    return None


def _statement_captures(block, child):
    from .operators import Match
    from .scope import Assignment
    statements = block.statements
    try:
        position = next(i for i, s in enumerate(statements) if s is child)
    except StopIteration:
        return None
    for statement in reversed(statements[:position]):
        target = statement.value if isinstance(statement, Assignment) else statement
        if isinstance(target, Match):
            target.resolve()
            if target.captures is not None:
                return target.captures
    return None


class TypeName(Node):
    """A capitalised name: a built-in type, a type alias, or a resource type."""
    type_body_ok = True
    __slots__ = ('name',)
    attrs = ('name',)

    def label(self):
        return 'TypeName %s' % self.name

    def class_names(self):
        return [self.name]

    def idem(self):
        return True

    def idem_label(self):
        return 'Type-Name'

    def check_type_alias_target(self):
        pass

    def _resolve(self):
        return self.runtime().resolve_type_name(self.name, self)


class Access(Node):
    """``target[keys]``: indexing, slicing, type parameters, resource references."""
    type_body_ok = True
    __slots__ = ('target', 'keys')
    fields = ('target', 'keys')

    def check_type_alias_target(self):
        self.target.check_type_alias_target()     # Integer[1, 2], Hash[String, A]

    def runs_in_order(self):
        """``File['/x']['mode']`` reads the resource as declared so far."""
        inner = self.target
        return isinstance(inner, Access) and isinstance(inner.target, TypeName)

    def pure(self):
        return not self.runs_in_order() and Node.pure(self)

    def element(self):
        """The node of the accessed element when the target is literal data, else None.

        This is what keeps ``$h['a']`` from resolving ``$h['b']``.
        """
        if len(self.keys) != 1 or isinstance(self.keys[0], Splat) or \
                isinstance(self.target, TypeName):
            return None
        target = self.target.expand()
        if isinstance(target, Mapping):
            key = self.keys[0].resolve()
            if isinstance(key, (str, int, float, bool)) or key is None:
                node = target.get(key)
                return node if node is not None else box(None, self)
        elif isinstance(target, Sequence) and not any(isinstance(i, Splat)
                                                      for i in target.items):
            key = self.keys[0].resolve()
            if is_integer(key):
                if -len(target.items) <= key < len(target.items):
                    return target.items[key]
                return box(None, self)
        return None

    def _expand(self):
        node = self.element()
        return node.expand() if node is not None else box(self.resolve(), self)

    def reference(self, footprint):
        """(type or None, Titles) of a resource reference ``File['/x']``, for the cone."""
        from ..catalog.titles import ANY, Titles
        if not isinstance(self.target, TypeName):
            return None, ANY
        type_name = self.target.name.lower().lstrip(':')
        keys = self.keys
        if type_name == 'resource':
            names = keys[0].class_names() if keys else None
            if not names or len(names) != 1:
                return None, ANY
            type_name, keys = names[0].lower().lstrip(':'), keys[1:]
        titles = Titles([])
        for key in keys:
            titles = titles.union(key.possible_titles(footprint))
        return type_name, (titles if keys else ANY)

    def relationship_footprint(self, footprint):
        footprint.touch(*self.reference(footprint))
        footprint.visit(self)

    def idem(self):
        return True

    def idem_label(self):
        return "'[]' expression"

    def fact_path(self):
        """['os', 'family'] for $facts['os']['family'] with literal keys, else None."""
        keys = []
        node = self
        while isinstance(node, Access):
            if len(node.keys) != 1 or not isinstance(node.keys[0].flow_key(), str):
                return None
            keys.insert(0, node.keys[0].flow_key())
            node = node.target
        if isinstance(node, Variable) and node.name.lstrip(':') in ('facts', 'trusted'):
            return [node.name.lstrip(':')] + keys
        return None

    def flow_sources(self):
        return [] if self.fact_path() is not None else Node.flow_sources(self)

    def flow_label(self):
        path = self.fact_path()
        if path is None:
            return self.label()
        try:
            value = _short_value(self.resolve())
        except LazygraphError:
            value = '?'
        return '%s %s = %s' % ('fact' if path[0] == 'facts' else 'trusted fact',
                               '.'.join(path[1:]), value)

    def class_names(self):
        type_name, _ = self.reference(None) if isinstance(self.target, TypeName) and \
            self.target.name.lower() == 'class' else (None, None)
        if type_name != 'class':
            return None
        names = [key.class_names() for key in self.keys]
        return None if any(n is None for n in names) else [n for ns in names for n in ns]

    def _resolve(self):
        node = self.element()
        if node is not None:
            return node.resolve()
        target = self.target.resolve()
        keys = []
        for key in self.keys:
            value = key.resolve()
            if isinstance(key, Splat) and isinstance(value, list):
                keys.extend(value)
            else:
                keys.append(value)
        return access(target, keys, self)


def _resource_attributes(reference, keys, node):
    """File['/x']['mode']: a declared resource's parameter values."""
    compiler = getattr(node.runtime(), 'compiler', None)
    if compiler is None:
        raise node.error('%s[...] reads a resource of the catalog: use `lazygraph compile`'
                         % reference)
    return compiler.attribute_of(reference, keys, node)


def access(target, keys, node):
    own = getattr(target, 'puppet_access', None)    # values that read their own keys
    if own is not None:
        return own(keys, node)
    if isinstance(target, T.PResource) and target.title is not None and keys:
        return _resource_attributes(target, keys, node)
    if isinstance(target, T.PType):
        try:
            return T.parameterize(target, keys)
        except T.TypeError_ as exc:
            raise node.error(str(exc))
    if isinstance(target, str):
        return _string_access(target, keys, node)
    if isinstance(target, list):
        return _array_access(target, keys, node)
    if isinstance(target, dict):
        if len(keys) == 1:
            return _hash_get(target, keys[0])
        return [_hash_get(target, k) for k in keys if _hash_has(target, k)]
    raise node.error("Operator '[]' is not applicable to %s%s." % (
        'an Undef Value' if target is None else a_type_name(target),
        '' if target is not None else ''))


def _hash_get(target, key):
    return target.get(key_of(key))


def _hash_has(target, key):
    return key_of(key) in target


def _index_args(keys, node, what):
    if not 1 <= len(keys) <= 2:
        raise node.error('%s[] takes 1 or 2 arguments, got %d' % (what, len(keys)))
    for key in keys:
        if not is_integer(key):
            raise node.error('%s[] arguments must be Integer, got %s' % (what, type_name(key)))
    return keys


def _slice(length, start, count):
    if start < 0:
        start += length
    if count is None:
        return start, start + 1
    if count < 0:
        end = length + count + 1
    else:
        end = start + count
    return start, end


def _string_access(target, keys, node):
    keys = _index_args(keys, node, 'String')
    start, end = _slice(len(target), keys[0], keys[1] if len(keys) > 1 else None)
    if start < 0 or start > len(target):
        return '' if len(keys) == 1 else ''
    return target[start:max(start, end)]


def _array_access(target, keys, node):
    keys = _index_args(keys, node, 'Array')
    if len(keys) == 1:
        index = keys[0]
        if -len(target) <= index < len(target):
            return target[index]
        return None
    start, end = _slice(len(target), keys[0], keys[1])
    if start < 0 or start > len(target):
        return []
    return target[start:max(start, end)]


def _short_value(value):
    from ..values.core import inspect
    text = inspect(value)
    return text if len(text) <= 60 else text[:57] + '...'
