"""The type system's root: PType (printing, equality, instance and assignability
protocol) and the errors and helpers every type shares.
"""
from ..core import DEFAULT, inspect


class TypeError_(Exception):
    """Bad type parameters; turned into an EvaluationError with a span by the caller."""


class PType:
    name = 'Any'

    def params(self):
        return ()

    def iteration_items(self):
        """The values `each`/`map`/... iterate for this type; None: not iterable."""
        return None

    def instance(self, value):
        return True

    def assignable(self, other):
        """Is every instance of ``other`` an instance of self? (Conservative.)"""
        if isinstance(other, PUnit):
            return True         # Unit (an empty collection's elements) fits every type
        if isinstance(other, PVariant):
            return all(self.assignable(t) for t in other.types)
        return type(self) is type(other) and self == other

    def kind_name(self):
        return 'Type'

    def nested_str(self):
        """The type as a parameter of another prints the same, but for Object
        types, which print their definition only at the top."""
        return str(self)

    def __eq__(self, other):
        return type(self) is type(other) and self.key() == other.key()

    def __hash__(self):
        return hash((type(self).__name__, repr(self.key())))

    def key(self):
        return tuple(_key(p) for p in self.params())

    def __str__(self):
        params = self.params()
        if not params:
            return self.name
        return '%s[%s]' % (self.name, ', '.join(_param_str(p) for p in params))

    __repr__ = __str__


def _key(p):
    if isinstance(p, list):
        return tuple(_key(x) for x in p)
    if isinstance(p, dict):
        return tuple((_key(k), _key(v)) for k, v in p.items())
    if isinstance(p, float):
        return ('f', p)
    return p


def _param_str(p):
    if isinstance(p, PType):
        return p.nested_str()
    if p is DEFAULT:
        return 'default'
    if isinstance(p, dict):
        return '{%s}' % ', '.join('%s => %s' % (_param_str(k), _param_str(v)) for k, v in p.items())
    return inspect(p)


def _range(from_, to, default_from, default_to):
    lo = default_from if from_ is None or from_ is DEFAULT else from_
    hi = default_to if to is None or to is DEFAULT else to
    return lo, hi


# used at call time: those modules import this one
from .data import PUnit, PVariant  # noqa: E402
