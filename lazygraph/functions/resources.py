"""Declaring resources from data: create_resources (and, for stdlib,
ensure_resource / ensure_resources / ensure_packages through declare())."""
from ..errors import EvaluationError
from ..values import types as T
from ..values.core import inspect, is_number, to_s
from .catalog import _compiler
from .registry import fail_type, function


class _At:
    """Where function-declared resources come from: the call (Puppet gives its line)."""
    __slots__ = ('span',)

    def __init__(self, span):
        self.span = span


def type_key(call, name):
    """A resource type name as the compiler keys it, or a clear error."""
    compiler = _compiler(call)
    key = name.lower().lstrip(':')
    if key == 'class':
        return key
    if not compiler.known_type(key, call):
        raise EvaluationError("Unknown resource type: '%s'" % name, call.span)
    return key


def declare(call, key, title, params, form='regular'):
    """Declare one resource (or class) as if written where the call is."""
    compiler = _compiler(call)
    frame = compiler.frame_of(call)
    at = _At(call.span)
    numeric = is_number(title) and key != 'class'
    if numeric:
        # Puppet keeps the number as the title: the catalog shows it as a string,
        # with `name` set to it, and the number tags nothing.
        title = to_s(title)
        params = dict(params, name=params.get('name', title))
    if not isinstance(title, str) or title == '':
        raise EvaluationError('Resource title must be a non-empty String, got %s'
                              % inspect(title), call.span)
    params = {k: v for k, v in params.items() if v is not None}
    if key == 'class':
        compiler.include(title, at, via='resource', params=params, frame=frame)
        return T.PClass(title.lower().lstrip(':'))
    attrs = {name: (value, '=>', call.span) for name, value in params.items()}
    resource = compiler.create(key, title, at, attrs, {}, frame, form, number_title=numeric)
    return T.PResource(resource.type, resource.title)


@function('create_resources', pure=False, min_args=2, max_args=3)
def create_resources(call, args, block):
    type_name, instances = args[0], args[1]
    defaults = args[2] if len(args) > 2 else {}
    if isinstance(type_name, T.PResource) and type_name.type_name is not None:
        type_name = 'class' if isinstance(type_name, T.PClass) else type_name.type_name
    if not isinstance(type_name, str):
        fail_type(call, 'create_resources', 1, 'a String value', type_name)
    if not isinstance(instances, dict):
        raise EvaluationError('create_resources(): second argument must be a hash', call.span)
    if not isinstance(defaults, dict):
        raise EvaluationError('create_resources(): third argument, if provided, must be a '
                              'hash', call.span)
    form = 'exported' if type_name.startswith('@@') else \
        'virtual' if type_name.startswith('@') else 'regular'
    key = type_key(call, type_name.lstrip('@'))
    if key == 'class' and form != 'regular':
        raise EvaluationError('Classes are not virtualizable', call.span)
    for title, params in instances.items():
        if not isinstance(params, dict):
            raise EvaluationError('create_resources(): the parameters of %s must be a Hash, '
                                  'got %s' % (inspect(title), inspect(params)), call.span)
        merged = dict(defaults)
        merged.update(params)
        for one in (title if isinstance(title, list) else [title]):
            declare(call, key, one, merged, form)
    return None
