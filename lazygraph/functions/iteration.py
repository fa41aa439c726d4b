"""Iteration functions: each, map, filter, reduce, with, slice, reverse_each, step, any, all.

The lambda is a Closure; each call clones its body under a new Context (see
nodes.calls), so items never share memoised state.
"""
from ..errors import EvaluationError
from ..nodes.calls import BreakSignal
from ..values.core import a_type_name, is_integer, truthy
from ..values.types import PType
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
    raise EvaluationError("'%s' expects an Iterable value, got %s" % (
        call.name, 'Undef' if value is None else a_type_name(value)[2:].lstrip()), call.span)


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
    is_hash, items = _items(call, args[0])
    try:
        for i, item in enumerate(items):
            _call(block, is_hash, i, item)
    except BreakSignal:
        pass
    return args[0]


@function('reverse_each', pure=False, min_args=1, max_args=1, block='optional')
def reverse_each(call, args, block):
    is_hash, items = _items(call, args[0])
    if block is None:
        return list(reversed(items))
    try:
        for i in range(len(items) - 1, -1, -1):
            _call(block, is_hash, i, items[i])
    except BreakSignal:
        pass
    return args[0]


@function('map', pure=False, min_args=1, max_args=1, block='required')
def map_(call, args, block):
    _check_block(call, block, 2)
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
    is_hash, items = _items(call, args[0])
    size = args[1]
    if not is_integer(size) or size < 1:
        raise EvaluationError("'slice' expects a positive Integer slice size", call.span)
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
    _is_hash, items = _items(call, args[0])
    size = args[1]
    if not is_integer(size) or size < 1:
        raise EvaluationError("'step' expects a positive Integer step", call.span)
    picked = list(items[::size])
    if block is None:
        return picked
    try:
        for item in picked:
            block(item)
    except BreakSignal:
        pass
    return args[0]


@function('any', pure=False, min_args=1, max_args=1, block='required')
def any_(call, args, block):
    is_hash, items = _items(call, args[0])
    return any(truthy(_call(block, is_hash, i, item)) for i, item in enumerate(items))


@function('all', pure=False, min_args=1, max_args=1, block='required')
def all_(call, args, block):
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
