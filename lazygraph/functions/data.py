"""Navigating and regrouping data: get, getvar, group_by, partition, tree_each,
unwrap, compare, convert_to, call."""
import re

from ..errors import EvaluationError
from ..values import types as T
from ..values.core import PSensitive, a_type_name, inspect, is_number
from ..values.iterator import TreeIterator
from .iteration import _call, _items, made_iterator
from .registry import fail_type, function


# -- get / getvar: dotted navigation (Puppet::Pops::Lookup::SubLookup) -------------

_SEGMENT = re.compile(r'''(\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+)''')


def split_key(call, key):
    """A dotted key as segments: quoted parts kept whole, all-digit parts as Integers."""
    if not re.search(r'''['".]''', key):
        return [key]
    parts = _SEGMENT.split(key)
    while parts and parts[-1] == '':     # Ruby's split drops trailing empty fields
        parts.pop()
    if not parts or parts[0] != '' or len(parts) < 2:
        raise EvaluationError('Syntax error in dotted-navigation string', call.span)
    rest = parts[1:]
    count = len(rest)
    rest = [p for p in rest if p != '.']
    if len(rest) * 2 != count + 1:
        raise EvaluationError('Syntax error in dotted-navigation string', call.span)
    segments = []
    for seg in rest:
        seg = seg.strip()
        if seg[:1] in ('"', "'"):
            segments.append(seg[1:-1])
        elif re.match(r'\A:?[+-]?[0-9]+\Z', seg):
            segments.append(int(seg.lstrip(':')))
        else:
            segments.append(seg)
    return segments


class DigError(EvaluationError):
    pass


def dig_path(call, value, segments):
    """Puppet's dig(): None on a missing key, an error on a non-collection."""
    walked = []
    for key in segments:
        if value is None or key is None:
            return None
        if not isinstance(value, (list, dict)):
            raise DigError("The given data does not contain a Collection at %s, got '%s'" % (
                inspect(walked), T.infer(value)), call.span)
        walked.append(key)
        if isinstance(value, list):
            if not isinstance(key, int) or isinstance(key, bool):
                raise DigError("The given data requires an Integer index at %s, got '%s'" % (
                    inspect(walked), T.infer(key)), call.span)
            value = value[key] if -len(value) <= key < len(value) else None
        else:
            value = value.get(key)
    return value


def navigate(call, value, navigation, default, block):
    if value is None:
        return default
    if navigation == '':
        return value
    segments = split_key(call, 'x.' + navigation)[1:]
    try:
        result = dig_path(call, value, segments)
    except DigError as error:
        if block is None:
            raise
        return block({'msg': str(error.args[0]), 'kind': 'SLICE_ERROR',
                      'issue_code': 'EXPECTED_COLLECTION'})
    return default if result is None else result


@function('get', min_args=2, max_args=3, block='optional')
def get(call, args, block):
    if not isinstance(args[1], str):
        fail_type(call, 'get', 2, 'a String value', args[1])
    return navigate(call, args[0], args[1], args[2] if len(args) > 2 else None, block)


_VARIABLE = re.compile(r'\A((?:::)?(?:\w+::)*\w+)(.*)\Z', re.S)
_VALID_START = re.compile(r'\A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*(?:\.|\Z)')


@function('getvar', pure=False, min_args=1, max_args=2, block='optional')
def getvar(call, args, block):
    from ..nodes.access import Variable
    text = args[0]
    if not isinstance(text, str):
        fail_type(call, 'getvar', 1, 'a String value', text)
    if not _VALID_START.match(text):
        raise EvaluationError('The given string does not start with a valid variable name',
                              call.span)
    name, navigation = _VARIABLE.match(text).groups()
    if navigation.startswith('.'):
        navigation = navigation[1:]
    elif navigation:
        raise EvaluationError("First character after var name in get string must be a '.' "
                              "- got %s" % navigation[0], call.span)
    default = args[1] if len(args) > 1 else None
    variable = Variable(call.span, name=name).attach(call)
    binding = variable.binding()
    if binding is None:
        return default
    return navigate(call, binding.resolve(), navigation, default, block)


# -- regrouping ---------------------------------------------------------------------

@function('group_by', pure=False, min_args=1, max_args=1, block='required')
def group_by(call, args, block):
    is_hash, items = _items(call, args[0])
    groups = {}
    for i, item in enumerate(items):
        key = _call(block, is_hash, i, item)
        groups.setdefault(key, []).append(item)
    return groups


@function('partition', pure=False, min_args=1, max_args=1, block='required')
def partition(call, args, block):
    is_hash, items = _items(call, args[0])
    chosen, rest = [], []
    for i, item in enumerate(items):
        (chosen if _truthy(_call(block, is_hash, i, item)) else rest).append(item)
    return [chosen, rest]


def _truthy(value):
    return value is not None and value is not False


_TREE_OPTIONS = ('container_type', 'include_root', 'include_containers', 'include_values',
                 'order', 'include_refs')


def _tree_items(call, tree, options):
    """(path, value) pairs of a tree walk, as Puppet's tree iterators give them."""
    for key, value in options.items():
        if key not in _TREE_OPTIONS:
            raise EvaluationError("'tree_each' parameter 'options' unrecognized key '%s'"
                                  % key, call.span)
    order = options.get('order')
    if order not in (None, 'depth_first', 'breadth_first'):
        raise EvaluationError("'tree_each' parameter 'options' entry 'order' expects an undef "
                              "value or a match for Enum['breadth_first', 'depth_first'], "
                              "got %s" % inspect(order), call.span)
    containers = options.get('include_containers', True) is not False
    values = options.get('include_values', True) is not False
    root = options.get('include_root', True) is not False

    def children(path, value):
        if isinstance(value, list):
            return [(path + [i], v) for i, v in enumerate(value)]
        return [(path + [k], v) for k, v in value.items()]

    def wanted(path, value):
        if isinstance(value, (list, dict)):
            return containers and (root or path)
        return values

    out = []
    if order == 'breadth_first':
        level = [([], tree)]
        while level:
            following = []
            for path, value in level:
                if wanted(path, value):
                    out.append([path, value])
                if isinstance(value, (list, dict)):
                    following.extend(children(path, value))
            level = following
        return out

    def walk(path, value):
        if wanted(path, value):
            out.append([path, value])
        if isinstance(value, (list, dict)):
            for child_path, child in children(path, value):
                walk(child_path, child)
    walk([], tree)
    return out


@function('tree_each', pure=False, min_args=1, max_args=2, block='optional')
def tree_each(call, args, block):
    tree = args[0]
    if not isinstance(tree, (list, dict)):
        fail_type(call, 'tree_each', 1, 'an Array or a Hash', tree)
    options = args[1] if len(args) > 1 else {}
    if not isinstance(options, dict):
        fail_type(call, 'tree_each', 2, 'a Hash of options', options)
    items = _tree_items(call, tree, options)
    if block is None:
        made_iterator(call)
        return TreeIterator(iter(items), options.get('order') == 'breadth_first')
    two = block.param_count >= 2
    for path, value in items:
        if two:
            block(path, value)
        else:
            block(value)
    return tree


# -- values -------------------------------------------------------------------------

@function('unwrap', min_args=1, max_args=1, block='optional')
def unwrap(call, args, block):
    value = args[0]
    if isinstance(value, PSensitive):
        value = value.value
    return block(value) if block is not None else value


def _compare_label(value):
    return a_type_name(value).split(' ', 1)[1]   # 'an Integer' -> 'Integer'


@function('compare', min_args=2, max_args=3)
def compare(call, args, block):
    a, b = args[0], args[1]

    def comparable(v):
        return isinstance(v, str) or (is_number(v) and not isinstance(v, bool))
    if len(args) == 2 and is_number(a) and is_number(b) and comparable(a) and comparable(b):
        return (a > b) - (a < b)
    ignore_case_ok = len(args) == 2 or isinstance(args[2], bool)
    if isinstance(a, str) and isinstance(b, str) and ignore_case_ok:
        if len(args) == 2 or args[2]:
            x, y = a.lower(), b.lower()
        else:
            x, y = a, b
        x, y = x.encode('utf-8'), y.encode('utf-8')
        return (x > y) - (x < y)
    if not (comparable(a) and comparable(b)):
        raise EvaluationError('compare(): Non comparable type. Only values of the types '
                              'Numeric, String, Semver, Timestamp and Timestamp can be compared. '
                              'Got %s and %s' % (_compare_label(a), _compare_label(b)),
                              call.span)
    if len(args) == 3:
        if not (isinstance(a, str) and isinstance(b, str)):
            raise EvaluationError('compare(): The third argument (ignore case) can only be used '
                                  'when comparing strings', call.span)
        raise EvaluationError('compare(): The third argument (ignore case) must be a Boolean. '
                              'Got %s' % _compare_label(args[2]), call.span)
    raise EvaluationError('compare(): Can only compare values of the same type (or for '
                          'Timestamp/Timespan also against Numeric). Got %s and %s'
                          % (_compare_label(a), _compare_label(b)), call.span)


@function('convert_to', min_args=2, block='optional')
def convert_to(call, args, block):
    from .conversions import convert
    value, target = args[0], args[1]
    if not isinstance(target, T.PType):
        fail_type(call, 'convert_to', 2, 'a Type value', target)
    result = convert(call, target, [value] + list(args[2:]))
    return block(result) if block is not None else result


@function('call', pure=False, min_args=1, block='optional')
def call_(call, args, block):
    name = args[0]
    if not isinstance(name, str):
        fail_type(call, 'call', 1, 'a String value', name)
    # Builtins and Puppet-language functions both answer invoke().
    return call.runtime().function(name, call).invoke(call, list(args[1:]), block)


@function('annotate', pure=False, min_args=2, max_args=3, block='optional')
def annotate(call, args, block):
    # Its first argument is a Type[Annotation]: a Pcore Object type, which lazygraph
    # does not model, so no call of it can be valid here.
    raise EvaluationError('annotate(): Annotation types are Pcore Object types, which '
                          'lazygraph does not model', call.span)


annotate.refused = True   # tools/function_coverage.py lists it as refused, not served
