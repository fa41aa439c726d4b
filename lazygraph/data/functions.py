"""lookup, hiera, hiera_array, hiera_hash, hiera_include: the Puppet functions
over the compile's Hiera session (lazygraph.data.binding)."""
from ..errors import EvaluationError
from ..functions.registry import function
from ..values import types as T
from ..values.core import flatten
from .binding import lookup_error, session_of, variable_reader
from .errors import DataError
from .lookup import NotFound

LOOKUP_OPTION_KEYS = ('name', 'value_type', 'default_value', 'override',
                      'default_values_hash', 'merge')


def _lookup(call, names, value_type=None, merge=None, default=None, has_default=False,
            block=None, override=None, default_values=None):
    if isinstance(names, str):
        names = [names]
    if not isinstance(names, list) or not names or \
            not all(isinstance(n, str) for n in names):
        raise EvaluationError("'lookup' parameter 'name' expects a value of type String or "
                              "Array[String]", call.span)
    if value_type is not None and not isinstance(value_type, T.PType):
        raise EvaluationError("'lookup' parameter 'value_type' expects a Type value",
                              call.span)
    session = session_of(call)
    reader = variable_reader(call)
    previous, session.variable = session.variable, reader
    previous_caller, session.caller = session.caller, call
    try:
        for name in names:
            if override and name in override:
                return _check(call, value_type, override[name],
                              "Value found for key '%s' in override hash" % name)
            try:
                value = session.lookup_key(name, merge)
            except NotFound:
                continue
            return _check(call, value_type, value, 'Found value')
        for name in names:
            if default_values and name in default_values:
                return _check(call, value_type, default_values[name],
                              "Value found for key '%s' in default values hash" % name)
        if block is not None:
            return _check(call, value_type, block(names[0] if len(names) == 1 else names),
                          'Value returned from default block')
        if has_default:
            return _check(call, value_type, default, 'Default value')
    except DataError as exc:
        raise lookup_error(exc, names[0], call.span)
    finally:
        session.variable, session.caller = previous, previous_caller
    if len(names) == 1:
        raise EvaluationError("Function lookup() did not find a value for the name '%s'"
                              % names[0], call.span)
    raise EvaluationError("Function lookup() did not find a value for any of the names [%s]"
                          % ', '.join("'%s'" % n for n in names), call.span)


def _check(call, value_type, value, subject):
    if value_type is not None and not value_type.instance(value):
        text = str(value_type)
        article = 'an' if text[:1] in 'AEIOU' else 'a'
        raise EvaluationError('%s has wrong type, expects %s %s value, got %s' % (
            subject, article, text, str(T.generalize(T.infer(value))).split('[')[0]),
            call.span)
    return value


@function('lookup', pure=False, min_args=1, max_args=4, block='optional')
def lookup(call, args, block):
    first = args[0]
    if isinstance(first, dict):
        if len(args) > 1:
            raise EvaluationError("'lookup' expects 1 argument with an options hash",
                                  call.span)
        return _with_options(call, first.get('name'), first, block, with_name=True)
    if len(args) == 2 and isinstance(args[1], dict):
        return _with_options(call, first, args[1], block)
    value_type = args[1] if len(args) > 1 else None
    merge = args[2] if len(args) > 2 else None
    if len(args) == 4:
        if block is not None:
            raise EvaluationError("'lookup' does not accept both a default value and a block",
                                  call.span)
        return _lookup(call, first, value_type, merge, args[3], True)
    return _lookup(call, first, value_type, merge, block=block)


def _with_options(call, names, options, block, with_name=False):
    for key in options:
        if key not in LOOKUP_OPTION_KEYS or (key == 'name' and not with_name):
            raise EvaluationError("'lookup' options hash has unknown key '%s'" % key, call.span)
    return _lookup(call, names, options.get('value_type'), options.get('merge'),
                   options.get('default_value'), 'default_value' in options, block,
                   options.get('override') or {}, options.get('default_values_hash') or {})


def _hiera(merge):
    def impl(call, args, block):
        key = args[0]
        session = session_of(call)
        # Hiera 3's override: data sources searched before the hierarchy of a
        # version 3 global config (other configs ignore it, as Puppet's do).
        override = args[2] if len(args) > 2 and args[2] is not None else []
        override = [str(o) for o in (override if isinstance(override, list) else [override])]
        previous = session.hiera_call, session.hiera_override
        session.hiera_call, session.hiera_override = True, override
        try:
            if block is not None:
                return _lookup(call, key, None, merge, block=block)
            return _lookup(call, key, None, merge, args[1] if len(args) > 1 else None,
                           len(args) > 1)
        finally:
            session.hiera_call, session.hiera_override = previous
    return impl


function('hiera', pure=False, min_args=1, max_args=3, block='optional')(_hiera(None))
function('hiera_array', pure=False, min_args=1, max_args=3, block='optional')(_hiera('unique'))
function('hiera_hash', pure=False, min_args=1, max_args=3, block='optional')(_hiera('hash'))


@function('hiera_include', pure=False, min_args=1, max_args=3, block='optional')
def hiera_include(call, args, block):
    from ..functions.catalog import include
    names = _hiera('unique')(call, args, block)
    if names is None:
        raise EvaluationError('Could not find data item %s' % args[0], call.span)
    include(call, flatten([names]), None)
    return None
