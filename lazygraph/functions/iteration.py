"""Iteration functions: each, map, filter, reduce, with, slice, reverse_each, step, any, all.

The lambda is a Closure; each call clones its body under a new Context (see
nodes.calls), so items never share memoised state. An Iterator argument
(values/iterator.py) is walked the way Puppet's function walks it: through its
cursor or by a fresh pass.
"""
from ..errors import EvaluationError
from ..nodes.calls import BreakSignal
from ..values import iterator as I
from ..values.core import a_type_name, is_integer, truthy
from ..values.types import PAny, PType, infer, _variant
from .registry import function


def _items(call, value):
    """(is_hash, list of items) for an iterable value; hash items are [key, value]."""
    if isinstance(value, list):
        return False, value
    if isinstance(value, dict):
        return True, [[k, v] for k, v in value.items()]
    if is_integer(value) and value >= 0:
        # A range, not a list: `100000000.each` starts at once and stays small.
        return False, range(value)
    if isinstance(value, str):
        return False, list(value)
    items = value.iteration_items() if isinstance(value, PType) else None
    if items is not None:
        return False, items
    _not_iterable(call, value)


def _element_type(items):
    """Iterable.on's inferred element type: the variant of each item's type."""
    return _variant([infer(item) for item in items])


def _iterator(call, value):
    """Puppet's Iterable.asserted_iterable, element types inferred, for a new
    Iterator (see made_iterator)."""
    found = I.on(value, _element_type)
    if found is None:
        _not_iterable(call, value)
    made_iterator(call)
    return found


def made_iterator(call):
    """Tell a lazy compile that attribute values may now walk an Iterator, so
    they must be resolved in Puppet's order (catalog/declarations.py)."""
    compiler = call.runtime().compiler
    if compiler is not None:
        compiler.iterator_made = True


def _untyped_iterator(call, value):
    """An Iterator a block walks: its element type is never seen, so not inferred."""
    found = I.on(value, lambda items: PAny())
    if found is None:
        _not_iterable(call, value)
    return found


def _not_iterable(call, value):
    raise EvaluationError("'%s' expects an Iterable value, got %s" % (
        call.name, 'Undef' if value is None else a_type_name(value)[2:].lstrip()), call.span)


def _walk(it, block, method):
    """The items a function with this block sees, as (index, item) pairs, and
    whether its |$k, $v| block takes a hash entry apart. Puppet's one-parameter
    blocks and indexed ones advance the cursor; a Hash iterator's two-parameter
    block gets a fresh pass for ``method`` (None: the cursor too)."""
    if block.param_count >= 2 and it.hash_style:
        return enumerate(it.external() if method is None else it.fresh(method)), True
    return enumerate(it.external()), False


def _yield(block, splat, index, item):
    if splat:
        return block(*item)
    return block(index, item) if block.param_count >= 2 else block(item)


def _check_one_parameter(call, block):
    """reverse_each and step take a Callable[1, 1] block."""
    required, maximum = block.arity
    if required > 1 or maximum == 0:
        raise EvaluationError("The function '%s' was called with arguments it does not "
                              "accept: its block expects 1 argument, got %d" % (
                                  call.name, block.param_count), call.span)


def _call(block, is_hash, index, item):
    """Call with |$x|, |$i, $x| (arrays) or |$k, $v| (hashes), as the lambda asks."""
    if block.param_count >= 2:
        if is_hash:
            return block(item[0], item[1])
        return block(index, item)
    return block(item)


def _check_block(call, block, most):
    required, maximum = block.arity
    if required > most:
        raise EvaluationError("'%s' block expects at most %d parameters, got %d" % (
            call.name, most, required), call.span)


@function('each', pure=False, min_args=1, max_args=1, block='required')
def each(call, args, block):
    _check_block(call, block, 2)
    if isinstance(args[0], I.Iterator):
        pairs, splat = _walk(args[0], block, None)
        try:
            for i, item in pairs:
                _yield(block, splat, i, item)
        except BreakSignal:
            pass
        return args[0]
    is_hash, items = _items(call, args[0])
    try:
        for i, item in enumerate(items):
            _call(block, is_hash, i, item)
    except BreakSignal:
        pass
    return args[0]


@function('reverse_each', pure=False, min_args=1, max_args=1, block='optional')
def reverse_each(call, args, block):
    if block is None:
        return _iterator(call, args[0]).reversed()
    _check_one_parameter(call, block)
    try:
        for item in _untyped_iterator(call, args[0]).reversed().external():
            block(item)
    except BreakSignal:
        pass
    return None


@function('map', pure=False, min_args=1, max_args=1, block='required')
def map_(call, args, block):
    _check_block(call, block, 2)
    if isinstance(args[0], I.Iterator):
        pairs, splat = _walk(args[0], block, 'map')
        out = []
        try:
            for i, item in pairs:
                out.append(_yield(block, splat, i, item))
        except BreakSignal:
            pass
        return out
    is_hash, items = _items(call, args[0])
    out = []
    try:
        for i, item in enumerate(items):
            out.append(_call(block, is_hash, i, item))
    except BreakSignal:
        pass
    return out


@function('filter', pure=False, min_args=1, max_args=1, block='required')
def filter_(call, args, block):
    _check_block(call, block, 2)
    if isinstance(args[0], I.Iterator):
        pairs, splat = _walk(args[0], block, None)
        kept = []
        try:
            for i, item in pairs:
                if truthy(_yield(block, splat, i, item)):
                    kept.append(item)
        except BreakSignal:
            pass
        return {k: v for k, v in kept} if splat else kept
    is_hash, items = _items(call, args[0])
    kept = []
    try:
        for i, item in enumerate(items):
            if truthy(_call(block, is_hash, i, item)):
                kept.append(item)
    except BreakSignal:
        pass
    if is_hash:
        return {k: v for k, v in kept}
    return kept


# ARM-7 type bodies name the iteration functions select, reject and collect;
# the parser gives select and collect as filter and map, and reject as this one
# (nodes/object_types.py: a name no Puppet code can call).
@function('type_body::reject', pure=False, min_args=1, max_args=1, block='required')
def reject_(call, args, block):
    _check_block(call, block, 2)
    is_hash, items = _items(call, args[0])
    kept = []
    try:
        for i, item in enumerate(items):
            if not truthy(_call(block, is_hash, i, item)):
                kept.append(item)
    except BreakSignal:
        pass
    if is_hash:
        return {k: v for k, v in kept}
    return kept


@function('reduce', pure=False, min_args=1, max_args=2, block='required')
def reduce_(call, args, block):
    if isinstance(args[0], I.Iterator):
        items = list(args[0].fresh('reduce'))
    else:
        _is_hash, items = _items(call, args[0])
    if len(args) == 2:
        memo, rest = args[1], items
    elif items:
        memo, rest = items[0], items[1:]
    else:
        return None
    try:
        for item in rest:
            memo = block(memo, item)
    except BreakSignal:
        pass
    return memo


@function('with', pure=False, block='required')
def with_(call, args, block):
    return block(*args)


@function('then', pure=False, min_args=1, max_args=1, block='required')
def then(call, args, block):
    return None if args[0] is None else block(args[0])


@function('lest', pure=False, min_args=1, max_args=1, block='required')
def lest(call, args, block):
    return block() if args[0] is None else args[0]


@function('slice', pure=False, min_args=2, max_args=2, block='optional')
def slice_(call, args, block):
    size = args[1]
    if not is_integer(size) or size < 1:
        raise EvaluationError("'slice' expects a positive Integer slice size", call.span)
    if isinstance(args[0], I.Iterator):
        items = list(args[0].fresh('each_slice'))
    else:
        is_hash, items = _items(call, args[0])
    chunks = [list(items[i:i + size]) for i in range(0, len(items), size)]
    if block is None:
        return chunks
    try:
        for chunk in chunks:
            if block.param_count > 1:
                padded = chunk + [None] * (block.param_count - len(chunk))
                block(*padded[:block.param_count])
            else:
                block(chunk)
    except BreakSignal:
        pass
    return args[0]


@function('step', pure=False, min_args=2, max_args=2, block='optional')
def step(call, args, block):
    size = args[1]
    if not is_integer(size):
        raise EvaluationError("'step' parameter 'step' expects an Integer value, got %s"
                              % a_type_name(size)[2:].lstrip(), call.span)
    if size < 1:
        raise EvaluationError("'step' parameter 'step' expects an Integer[1] value, got "
                              "Integer[%d, %d]" % (size, size), call.span)
    if block is None:
        return _iterator(call, args[0]).stepped(size)
    _check_one_parameter(call, block)
    try:
        for item in _untyped_iterator(call, args[0]).stepped(size).external():
            block(item)
    except BreakSignal:
        pass
    return None


@function('any', pure=False, min_args=1, max_args=1, block='required')
def any_(call, args, block):
    if isinstance(args[0], I.Iterator):
        return any(truthy(_yield(block, args[0].hash_style and block.param_count >= 2, i, item))
                   for i, item in enumerate(args[0].fresh('any?')))
    is_hash, items = _items(call, args[0])
    return any(truthy(_call(block, is_hash, i, item)) for i, item in enumerate(items))


@function('all', pure=False, min_args=1, max_args=1, block='required')
def all_(call, args, block):
    if isinstance(args[0], I.Iterator):
        return all(truthy(_yield(block, args[0].hash_style and block.param_count >= 2, i, item))
                   for i, item in enumerate(args[0].fresh('all?')))
    is_hash, items = _items(call, args[0])
    return all(truthy(_call(block, is_hash, i, item)) for i, item in enumerate(items))


@function('index', pure=False, min_args=1, max_args=2, block='optional')
def index(call, args, block):
    from ..values.core import PRegexp
    if isinstance(args[0], str) and len(args) == 2 and block is None and \
            isinstance(args[1], (str, PRegexp)):
        # A String searched for a substring or a pattern: Ruby's String#index.
        if isinstance(args[1], str):
            found = args[0].find(args[1])
            return found if found >= 0 else None
        match = args[1].compiled.search(args[0])
        return match.start() if match else None
    if block is None and len(args) < 2:     # neither a value to find nor a block
        raise EvaluationError("The function 'index' was called with arguments it does not "
                              "accept: it expects a value to find or a block", call.span)
    if isinstance(args[0], I.Iterator):
        # a Hash iterator's entries through the cursor (Iterable#each), others
        # by a fresh each_with_index
        is_hash = args[0].hash_style
        items = args[0].external() if is_hash else args[0].fresh('each_with_index')
    else:
        is_hash, items = _items(call, args[0])
    for i, item in enumerate(items):
        if block is not None and is_hash and block.param_count < 2:
            found = truthy(block(item[1]))      # a hash's |$v| block sees the value
        elif block is not None:
            found = truthy(_call(block, is_hash, i, item))
        else:
            # Ruby's ==: case matters, and true is not 1
            value = item[1] if is_hash else item
            found = value == args[1] and isinstance(value, bool) == isinstance(args[1], bool)
        if found:
            return item[0] if is_hash else i
    return None
