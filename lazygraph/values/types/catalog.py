"""Types of the catalog: resource references (``File['/x']``), classes
(``Class[foo]``), type references and type aliases.
"""
import contextvars

from ...patterns import LazyPattern
from ..core import inspect
from .base import PType

# While a type alias's value is printed (String(), interpolation): the aliases
# being expanded, so a recursive alias prints its own name inside itself
_EXPANDING = contextvars.ContextVar('alias_expansion', default=None)


class PCatalogEntry(PType):
    name = 'CatalogEntry'

    def instance(self, value):
        return False

    def assignable(self, other):
        return isinstance(other, (PCatalogEntry, PResource, PClass))


# compiled when a type is first named by a string (Type.new, a lookup's type)
TYPE_REFERENCE = LazyPattern(r'\A(::)?[A-Z][A-Za-z0-9_]*(::[A-Z][A-Za-z0-9_]*)*\Z')


class PResource(PCatalogEntry):
    """``Resource``, ``File`` (a type without title) or ``File['/x']`` (a reference)."""
    name = 'Resource'

    def __init__(self, type_name=None, title=None):
        self.type_name = type_name   # capitalized per segment: 'File', 'Foo::Bar'
        self.title = title

    def params(self):
        return tuple(p for p in (self.type_name, self.title) if p is not None)

    def assignable(self, other):
        if not isinstance(other, PResource) or isinstance(other, PClass):
            return False
        if self.type_name is None:
            return True
        if other.type_name is None or other.type_name.lower() != self.type_name.lower():
            return False
        return self.title is None or other.title == self.title

    def __str__(self):
        if self.type_name is None:
            return 'Resource'
        if self.title is None:
            return self.type_name
        return '%s[%s]' % (self.type_name, inspect(self.title))

    def ref(self):
        """The catalog's form: File[/etc/motd]."""
        return '%s[%s]' % (self.type_name, self.title)

    def kind_name(self):
        return 'Type'


class PClass(PResource):
    name = 'Class'

    def __init__(self, class_name=None):
        PResource.__init__(self, 'Class', class_name)

    def params(self):
        return () if self.title is None else (self.title,)

    def assignable(self, other):
        return isinstance(other, PClass) and (self.title is None or self.title == other.title)

    def __str__(self):
        # Puppet writes a class type with its name as given (lower case) ...
        if self.title is None:
            return 'Class'
        return 'Class[%s]' % self.title

    def ref(self):
        # ... and a catalog reference to it capitalised: Class[Foo::Bar].
        if self.title is None:
            return 'Class'
        return 'Class[%s]' % capitalize_type_name(self.title)


class PTypeReference(PType):
    """A name that is no known type (yet): ``Foo`` when no such type exists."""
    name = 'TypeReference'

    def __init__(self, ref):
        self.ref = ref

    def params(self):
        return (self.ref,)

    def __str__(self):
        return self.ref


class PTypeAlias(PType):
    """A ``type Name = ...`` alias; resolved lazily so aliases may be recursive."""

    def __init__(self, alias_name, resolve, builtin=False):
        self.alias_name = alias_name
        self._resolve = resolve
        self._target = None
        self.builtin = builtin      # Puppet's own (RichDataKey): never printed expanded

    @property
    def target(self):
        if self._target is None:
            self._target = self._resolve()
        return self._target

    def instance(self, value):
        return self.target.instance(value)

    def assignable(self, other):
        return self.target.assignable(other)

    def key(self):
        return (self.alias_name,)

    def __str__(self):
        guard = _EXPANDING.get()
        if guard is None or self.builtin or self.alias_name in guard:
            return self.alias_name
        token = _EXPANDING.set(guard | {self.alias_name})
        try:
            return '%s = %s' % (self.alias_name, self.target)
        finally:
            _EXPANDING.reset(token)

    def puppet_string(self):
        """Puppet's to_s of an alias value: ``Port = Integer[1, 65535]``, the
        aliases inside expanded too (``Array[Port]`` alone prints as it is)."""
        token = _EXPANDING.set(frozenset())
        try:
            return str(self)
        finally:
            _EXPANDING.reset(token)


# Types that take no parameters or simple ones, by name.


# used at call time: those modules import this one
from .parameterize import capitalize_type_name  # noqa: E402
