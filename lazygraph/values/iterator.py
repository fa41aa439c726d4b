"""Iterator values -- what reverse_each, step and tree_each give without a block --
and the Iterator type, as Puppet 7.23 has them.

Puppet's Iterator (Puppet::Pops::Types::Iterator) wraps a Ruby Enumerator, and
its functions walk it two ways, which lazygraph must keep apart because they
give different results once an Iterator is used twice:

* the external cursor (Enumerator#next): each, map and filter, and step or
  reverse_each with a block, advance it, and it never rewinds -- a second
  `$it.map` gets `[]`, and after a `break` the next walk goes on from there;
* a fresh pass (the Enumerator's own map, reduce, to_a, ...): reduce, any,
  all, index, slice, Array() and String() start from the first item and leave
  the cursor where it is.

An Iterator over an Integer range (`3.reverse_each`, `10.step(3)`) or a stepped
one (`[1, 2, 3].step(2)`) is Puppet's IntegerRangeIterator or StepIterator:
every walk of those uses the cursor. tree_each's iterator walks its tree once,
and answers only next, reverse_each and step (Ruby's NoMethodError otherwise).
"""
from ..errors import EvaluationError
from . import types as T


class IteratorError(EvaluationError):
    """A use Puppet fails on (or prints a Ruby object address for); located at
    the expression that hit it."""


class Iterator:
    """An Iterator over a sequence that a fresh pass can walk again."""
    hash_style = False      # a Hash's own iterator: |$k, $v| blocks take key and value
    puppet_iterator = True

    def __init__(self, element_type, items):
        self.element_type = element_type
        self._items = items         # () -> a new Python iterable of the items
        self._cursor = None

    # -- the two ways of walking ---------------------------------------------

    def next(self):
        """Enumerator#next: the next item, StopIteration at the end (for ever after)."""
        if self._cursor is None:
            self._cursor = iter(self._items())
        return next(self._cursor)

    def external(self):
        """The items left under the cursor, advancing it."""
        while True:
            try:
                item = self.next()
            except StopIteration:
                return
            yield item

    def fresh(self, method):
        """What Ruby's Enumerable methods (``method``) walk: here a fresh pass."""
        return iter(self._items())

    def to_list(self):
        return list(self.fresh('to_a'))

    def string_items(self):
        """String() of an Iterator prints its items (StringConverter: to_a)."""
        return self.to_list()

    # -- new Iterators -------------------------------------------------------

    def reversed(self):
        return Iterator(self.element_type, lambda: reversed(list(self._items())))

    def stepped(self, size):
        """Iterator#step without a block: step 1 is the Iterator itself."""
        return self if size == 1 else StepIterator(self.element_type, self, size)

    # -- as a value ----------------------------------------------------------

    @property
    def puppet_type(self):
        return PIteratorType(self.element_type)

    def message_type_name(self):
        """As Puppet's messages name it ("got Iterator[Integer]")."""
        return str(PIteratorType(T.generalize(self.element_type)))

    def __str__(self):
        """Interpolation ("${it}") prints the generalized element type, not the items."""
        return 'Iterator[%s]-Value' % T.generalize(self.element_type)

    __repr__ = __str__


class HashIterator(Iterator):
    """A Hash's own iterator (`{...}.step(1)`)."""
    hash_style = True


class StepIterator(Iterator):
    """Every ``size``-th item of another Iterator, through that one's cursor."""

    def __init__(self, element_type, source, size):
        Iterator.__init__(self, element_type, None)
        self._source, self._size = source, size

    def next(self):
        item = self._source.next()
        for _ in range(self._size - 1):
            try:
                self._source.next()
            except StopIteration:
                break
        return item

    def fresh(self, method):
        return self.external()      # Enumerable through Iterable#each: the cursor

    def reversed(self):
        items = list(self.external())       # StepIterator#reverse_each: to_a, at once
        return Iterator(self.element_type, lambda: reversed(items))


class IntegerRangeIterator(Iterator):
    """Integers from lo to hi (or back) by a step, with its own cursor."""

    def __init__(self, lo, hi, step=1):
        Iterator.__init__(self, T.PInteger(lo, hi), None)
        self.lo, self.hi, self.step = lo, hi, step
        self._current = (hi if step < 0 else lo) - step

    def next(self):
        value = self._current + self.step
        if value < self.lo if self.step < 0 else value > self.hi:
            raise StopIteration
        self._current = value
        return value

    def fresh(self, method):
        return self.external()

    def reversed(self):
        return IntegerRangeIterator(self.lo, self.hi, -self.step)

    def stepped(self, size):
        if size == 1:
            return self
        # Puppet truncates the range to a whole number of steps (Python's % and
        # Ruby's agree on signs), so a reversed stepped range starts at its end.
        lo, hi, step = self.lo, self.hi, self.step * size
        mod = (hi - lo) % step
        if mod < 0:
            lo -= mod
        elif mod > 0:
            hi -= mod
        return IntegerRangeIterator(lo, hi, step)


class TreeIterator(Iterator):
    """tree_each without a block: one walk of a tree of [path, value] items."""

    def __init__(self, walk, breadth_first):
        Iterator.__init__(self, T.PAny(), None)
        self._walk = walk           # a generator, walked once
        self.breadth_first = breadth_first

    def next(self):
        return next(self._walk)

    def fresh(self, method):
        raise IteratorError("Puppet's tree_each Iterator has no method '%s' (Ruby's "
                            "NoMethodError); take Array() of it first" % method)

    def to_list(self):
        return list(self.external())        # TreeIterator#to_a: through the cursor

    def reversed(self):
        items = list(self.external())
        return Iterator(T.PAny(), lambda: reversed(items))

    def stepped(self, size):
        return StepIterator(T.PAny(), self, size)

    def ruby_class(self):
        return 'Puppet::Pops::Types::Iterable::%sTreeIterator' % (
            'BreadthFirst' if self.breadth_first else 'DepthFirst')

    @property
    def puppet_type(self):
        # not a Puppet Iterator class: Puppet infers the Ruby class
        return PRuntimeType('ruby', self.ruby_class())

    def string_items(self):
        return str(self)

    def __str__(self):
        raise IteratorError('Puppet 7.23 prints a tree_each Iterator as a Ruby object '
                            'address (#<%s:0x...>), different at each run; lazygraph '
                            'refuses to: take Array() of it first' % self.ruby_class())

    def __repr__(self):
        return '<%s>' % self.ruby_class()


def refuse_iterators(value, span):
    """Puppet's Runtime3Converter: an Iterator, anywhere in a value handed to a
    resource attribute or a 3.x function, is an error."""
    if isinstance(value, list):
        for item in value:
            refuse_iterators(item, span)
    elif isinstance(value, dict):
        for key, item in value.items():
            refuse_iterators(key, span)
            refuse_iterators(item, span)
    elif isinstance(value, Iterator):
        raise EvaluationError('Use of an Iterator is not supported here', span)


def on(value, element_type):
    """An Iterator over a value Puppet can iterate (Iterable.on), or None.
    ``element_type(items)`` infers the element type of a list of items."""
    if isinstance(value, Iterator):
        return value
    if isinstance(value, bool):
        return None
    if isinstance(value, list):
        items = list(value)
        return Iterator(element_type(items) if items else T.PUnit(), lambda: items)
    if isinstance(value, dict):
        pairs = [[k, v] for k, v in value.items()]
        if not pairs:
            kind = T.PTuple([T.PUnit(), T.PUnit()], 2, 2)
        else:
            kind = T.PTuple([element_type(list(value)), element_type(list(value.values()))], 2, 2)
        return HashIterator(kind, lambda: pairs)
    if isinstance(value, str):
        return Iterator(T.PString(1, 1), lambda: value)
    if isinstance(value, int):
        if value == 0:
            return Iterator(T.PUnit(), lambda: ())
        return IntegerRangeIterator(0, value - 1) if value > 0 else None
    if isinstance(value, T.PEnum):
        names = list(value.values)
        return Iterator(value, lambda: names)
    if isinstance(value, T.PInteger) and value.iteration_items() is not None:
        return IntegerRangeIterator(value.lo, value.hi)
    if isinstance(value, T.PTypeAlias):
        return on(value.target, element_type)
    return None


class PIteratorType(T.PType):
    """Iterator, Iterator[T]: an Iterator whose element type T accepts."""
    name = 'Iterator'
    iterator_type = True

    def iteration_element(self):
        return self.type

    def __init__(self, type_=None):
        self.type = type_

    def params(self):
        return () if self.type is None else (self.type,)

    def parameterized(self, args):
        if len(args) != 1:
            raise T.TypeError_('Iterator-Type[] accepts 1 argument. Got %d' % len(args))
        if not isinstance(args[0], T.PType):
            from .core import type_name
            raise T.TypeError_('Iterator-Type[] arguments must be types. Got %s'
                               % type_name(args[0]))
        return PIteratorType(args[0])

    def generalized(self):
        return self if self.type is None else PIteratorType(T.generalize(self.type))

    def element(self):
        return self.type or T.PAny()

    def instance(self, value):
        return isinstance(value, Iterator) and (
            self.type is None or self.type.assignable(value.element_type))

    def assignable(self, other):
        if isinstance(other, PIteratorType):
            return self.type is None or (other.type is not None and
                                         self.type.assignable(other.type))
        return T.PType.assignable(self, other)

    def new_instance(self, call, args):
        raise EvaluationError("Creation of new instance of type '%s' is not supported" % self,
                              call.span)


class PRuntimeType(T.PType):
    """Runtime[ruby, 'Class']: what Puppet infers for a Ruby object it has no type for."""
    name = 'Runtime'

    def __init__(self, runtime, class_name):
        self.runtime, self.class_name = runtime, class_name

    def __str__(self):
        return "Runtime[%s, '%s']" % (self.runtime, self.class_name)

    def key(self):
        return (self.runtime, self.class_name)

    def instance(self, value):
        return getattr(value, 'ruby_class', lambda: None)() == self.class_name


T.SIMPLE.setdefault('Iterator', PIteratorType)
