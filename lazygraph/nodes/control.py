"""Control flow: if / unless / case / selector.

Each expands to the branch it takes, resolving only its condition (yay's If):
the other branches are never touched. Folding keeps the construct only when
the condition is unknown.
"""
from ..errors import CantFold
from ..values import types as T
from ..values.core import DEFAULT, PRegexp, equal, truthy
from .base import Node, box
from .data import Boxed, _fold_structure


class If(Node):
    """``if``/``elsif``/``else`` (elsif is a nested If) and, with negate, ``unless``."""
    type_body_ok = True
    __slots__ = ('condition', 'then', 'otherwise', 'negate', '_taken')
    caches = ('_taken',)
    fields = ('condition', 'then', 'otherwise')
    attrs = ('negate',)

    @property
    def kind(self):
        return 'Unless' if self.negate else 'If'

    def definitely_assigns(self):
        both = frozenset() if self.then is None or self.otherwise is None else \
            self.then.definitely_assigns() & self.otherwise.definitely_assigns()
        return self.condition.definitely_assigns() | both

    def taken(self):
        if self._taken is None:
            value = truthy(self.condition.resolve())
            self._taken = 'then' if value != bool(self.negate) else 'else'
        return self._taken

    def branch(self):
        return self.then if self.taken() == 'then' else self.otherwise

    def idem(self):
        return all(part is None or part.idem()
                   for part in (self.condition, self.then, self.otherwise))

    def idem_label(self):
        return "'unless' Statement" if self.negate else "'if' statement"

    def branch_reason(self, child):
        if child is self.condition:
            return None
        word = 'unless' if self.negate else 'if'
        side = 'true' if (child is self.then) != bool(self.negate) else 'false'
        return '%s %s (%s) at %s' % (word, _text(self.condition), side,
                                     self.condition.span.location())

    def captures(self):
        """Captures of the last successful match in the condition."""
        from .operators import Match
        self.taken()
        found = None
        for node in self.condition.walk():
            if isinstance(node, Match) and node.captures is not None:
                found = node.captures
        return found

    def _expand(self):
        branch = self.branch()
        return branch.expand() if branch is not None else box(None, self)

    def _resolve(self):
        branch = self.branch()
        return branch.resolve() if branch is not None else None

    def _fold(self):
        try:
            condition = self.condition.fold()
        except CantFold as exc:
            then = _fold_or_keep(self.then)
            otherwise = _fold_or_keep(self.otherwise)
            raise CantFold(self.replace(condition=exc.node, then=then, otherwise=otherwise))
        taken = truthy(condition.resolve()) != bool(self.negate)
        branch = self.then if taken else self.otherwise
        if branch is None:
            return box(None, self)
        return branch.fold()


def _fold_or_keep(node):
    if node is None:
        return None
    try:
        return node.fold()
    except CantFold as exc:
        return exc.node


def case_match(subject, value, owner):
    """Does a case option / selector key match? Returns (matched, captures)."""
    if value is DEFAULT:
        return False, None
    if isinstance(value, PRegexp):
        if isinstance(subject, str):
            m = value.compiled.search(subject)
            if m:
                return True, [m.group(0)] + list(m.groups())
        return False, None
    if isinstance(value, T.PType):
        return value.instance(subject) or value == subject, None
    if isinstance(value, list) and isinstance(subject, list):
        if len(value) != len(subject):
            return False, None
        for v, s in zip(value, subject):
            if not case_match(s, v, owner)[0]:
                return False, None
        return True, None
    if isinstance(value, dict) and isinstance(subject, dict):
        for k, v in value.items():
            if k not in subject or not case_match(subject[k], v, owner)[0]:
                return False, None
        return True, None
    return equal(subject, value), None


def _choose(subject, options, owner):
    """(index of the taken option or None, captures)."""
    from .operators import Splat
    default = None
    for i, option in enumerate(options):
        for key in option.keys():
            if isinstance(key, Splat):
                candidates = key.resolve()
            else:
                candidates = [key.resolve()]
            for value in candidates:
                if value is DEFAULT:
                    if default is None:
                        default = i
                    continue
                matched, captures = case_match(subject, value, owner)
                if matched:
                    return i, captures
    return default, None


class CaseOption(Node):
    type_body_ok = True
    __slots__ = ('values', 'body')
    fields = ('values', 'body')
    traversable = True

    def keys(self):
        return self.values

    def _fold(self):
        return _fold_structure(self)

    def _resolve(self):
        return self.body.resolve()

    def branch_reason(self, child):
        if child is not self.body:
            return None
        case = self.parent
        subject = _text(case.subject) if case is not None else '?'
        return 'case %s matched %s at %s' % (subject, ', '.join(_text(v) for v in self.values),
                                             self.span.location())


class Case(Node):
    type_body_ok = True
    __slots__ = ('subject', 'options', '_choice')
    caches = ('_choice',)
    fields = ('subject', 'options')

    def choice(self):
        if self._choice is None:
            self._choice = _choose(self.subject.resolve(), self.options, self)
        return self._choice

    def taken(self):
        return self.choice()[0]

    def definitely_assigns(self):
        """What every option assigns, when one is `default` (one of them runs)."""
        subject = self.subject.definitely_assigns()
        if not any(type(key) is Boxed and key.value is DEFAULT
                   for option in self.options for key in option.values):
            return subject
        names = None
        for option in self.options:
            assigned = option.body.definitely_assigns() if option.body is not None \
                else frozenset()
            names = assigned if names is None else names & assigned
        return subject | (names or frozenset())

    def idem(self):
        return self.subject.idem() and all(option.body is None or option.body.idem()
                                           for option in self.options)

    def idem_label(self):
        return "'case' statement"

    def captures_for(self, child):
        index, captures = self.choice()
        if index is not None and child is self.options[index]:
            return captures
        return None

    def _expand(self):
        index = self.taken()
        return self.options[index].body.expand() if index is not None else box(None, self)

    def _resolve(self):
        index = self.taken()
        return self.options[index].body.resolve() if index is not None else None

    def _fold(self):
        try:
            self.subject.fold()
            for option in self.options:
                for key in option.values:
                    key.fold()
        except CantFold:
            return Node._fold(self)
        index = self.taken()
        if index is None:
            return box(None, self)
        return self.options[index].body.fold()

    def pure(self):
        return False


class SelectorEntry(Node):
    type_body_ok = True
    __slots__ = ('key', 'value')
    fields = ('key', 'value')
    traversable = True

    def keys(self):
        return [self.key]

    def _fold(self):
        return _fold_structure(self)


def _text(node):
    """A node's source text on one line, short."""
    text = ' '.join(node.span.text.split()) if node.span is not None else node.label()
    return text if len(text) <= 50 else text[:47] + '...'


class Selector(Node):
    type_body_ok = True
    __slots__ = ('subject', 'entries', '_choice')
    caches = ('_choice',)
    fields = ('subject', 'entries')

    def choice(self):
        if self._choice is None:
            subject = self.subject.resolve()
            index, captures = _choose(subject, self.entries, self)
            if index is None:
                from ..values.core import inspect
                raise self.error('No matching entry for selector parameter with value %s'
                                 % inspect(subject))
            self._choice = (index, captures)
        return self._choice

    def taken(self):
        return self.choice()[0]

    def possible_titles(self, footprint, seen=frozenset()):
        from ..catalog.titles import Titles
        titles = Titles([])
        for entry in self.entries:
            titles = titles.union(entry.value.possible_titles(footprint, seen))
        return titles

    def idem(self):
        return True       # Puppet's: whatever its values do

    def idem_label(self):
        return 'Selector Expression'

    def flow_sources(self):
        """The value of the entry taken, with why."""
        return [self.entries[self.taken()].value]

    def branch_reason(self, child):
        for entry in self.entries:
            if child is entry.value:
                return '%s ? %s at %s' % (_text(self.subject), _text(entry.key),
                                          entry.span.location())
        return None

    def captures_for(self, child):
        index, captures = self.choice()
        entry = self.entries[index]
        if child is entry or child is entry.value:
            return captures
        return None

    def _expand(self):
        return self.entries[self.taken()].value.expand()

    def _resolve(self):
        return self.entries[self.taken()].value.resolve()

    def _fold(self):
        try:
            self.subject.fold()
            for entry in self.entries:
                entry.key.fold()
        except CantFold:
            return Node._fold(self)
        return self.entries[self.taken()].value.fold()

    def pure(self):
        return False
