"""stdlib: functions that read or change the catalog (ensure_resource(s),
ensure_packages, defined_with_params, getparam, assert_private, str2resource)."""
import re

from ...errors import EvaluationError
from ...values import types as T
from ...values.core import equal, flatten, to_s
from ..catalog import _compiler
from ..registry import fail_type
from ..resources import declare, type_key
from . import stdlib_function

_REF = re.compile(r'\A\s*((?:::)?[A-Za-z][\w]*(?:::[A-Za-z]\w*)*)\s*\[\s*(.*?)\s*\]\s*\Z', re.S)


def _type_and_title(call, reference):
    """(Type, title) of a reference value or 'Type[title]' string; title '' for a bare type."""
    if isinstance(reference, T.PResource):
        if isinstance(reference, T.PClass):
            return 'Class', to_s(reference.title or '')
        return reference.type_name, reference.title or ''
    if isinstance(reference, str):
        m = _REF.match(reference)
        if m:
            return T.capitalize_type_name(m.group(1)), m.group(2).strip('\'"')
        # Puppet::Resource.type_and_title: a string must name a title too
        raise EvaluationError('No title provided and "%s" is not a valid resource reference'
                              % reference, call.span)
    raise EvaluationError("Reference is not understood: '%s'" % type(reference).__name__,
                          call.span)


def _resources(call, type_name, title):
    """The resources a reference names. In a key's cone (catalog/cone.py), an
    answer that code the cone skipped may change -- by declaring the resource,
    or an override or collector changing it -- widens the cone."""
    compiler = _compiler(call)
    if title == '':
        if compiler.cone is not None:
            compiler.cone.widen('%s() reads every %s' % (call.name, type_name), call)
        return [r for r in compiler.resources if r.type == type_name]
    if type_name == 'Class':
        from ...catalog.resource import class_title
        title = class_title(title.lower().lstrip(':'))
    compiler.hidden_by_cone(type_name, title, call)
    found = compiler.find((type_name, title))
    return [found] if found is not None else []


def defined_with(call, reference, params):
    type_name, title = _type_and_title(call, reference)
    compiler = _compiler(call)
    current = compiler.frame_of(call).resource
    for resource in _resources(call, type_name, title):
        if resource is current:
            continue
        for name in params:       # compared: an edit of it may change the answer
            compiler.note_attribute_use(resource.type, name, resource.title)
        if all((resource.get(k) is None and v is None) or equal(resource.get(k), v)
               for k, v in params.items()):
            return True
    return False


@stdlib_function('defined_with_params', pure=False, min_args=1, max_args=2)
def defined_with_params(call, args, block):
    params = args[1] if len(args) > 1 and args[1] not in (None, '') else {}
    if not isinstance(params, dict):
        fail_type(call, 'defined_with_params', 2, 'a Hash value', params)
    return defined_with(call, args[0], params)


def ensure_one(call, type_name, title, params):
    for item in flatten([title]):
        if not defined_with(call, '%s[%s]' % (type_name, item), params):
            declare(call, type_key(call, type_name), item, params)


@stdlib_function('ensure_resource', 'stdlib::ensure_resource', pure=False, min_args=2,
                 max_args=3)
def ensure_resource(call, args, block):
    type_name, title = args[0], args[1]
    params = args[2] if len(args) > 2 and args[2] is not None else {}
    if not isinstance(type_name, str) or not type_name:
        raise EvaluationError('Must specify a type', call.span)
    if title is None:
        raise EvaluationError('Must specify a title', call.span)
    if not isinstance(params, dict):
        fail_type(call, call.name, 3, 'a Hash value', params)
    ensure_one(call, type_name.capitalize() if '::' not in type_name else type_name,
               title, params)
    return None


@stdlib_function('ensure_resources', pure=False, min_args=2, max_args=3)
def ensure_resources(call, args, block):
    type_name, titles = args[0], args[1]
    params = args[2] if len(args) > 2 and args[2] is not None else {}
    if not isinstance(titles, dict):
        raise EvaluationError('ensure_resources(): Requires second argument to be a Hash',
                              call.span)
    for title, own in titles.items():
        if own is not None and not isinstance(own, dict):
            raise EvaluationError('ensure_resources(): the parameters of %s must be a Hash'
                                  % to_s(title), call.span)
        merged = dict(params)
        merged.update(own or {})
        ensure_one(call, type_name.capitalize(), title, merged)
    return None


@stdlib_function('ensure_packages', 'stdlib::ensure_packages', pure=False, min_args=1,
                 max_args=2)
def ensure_packages(call, args, block):
    packages = args[0]
    defaults = args[1] if len(args) > 1 and args[1] is not None else {}
    if not isinstance(defaults, dict):
        fail_type(call, call.name, 2, 'a Hash value', defaults)
    if isinstance(packages, dict):
        for name, attributes in packages.items():
            if attributes is not None and not isinstance(attributes, dict):
                fail_type(call, call.name, 1, 'a Hash[String[1], Hash] value', packages)
            merged = dict(defaults)
            merged.update(attributes or {})
            _ensure_packages(call, [name], merged)
    else:
        names = packages if isinstance(packages, list) else [packages]
        for name in names:
            if not isinstance(name, str) or not name:
                fail_type(call, call.name, 1, 'a Variant[String[1], Array[String[1]]] value',
                          packages)
        _ensure_packages(call, names, defaults)
    return None


def _ensure_packages(call, names, defaults):
    for name in names:
        params = {'ensure': 'installed'}
        params.update(defaults)
        if params['ensure'] in ('present', 'installed'):
            params['ensure'] = 'present' if defined_with(
                call, 'Package[%s]' % name, {'ensure': 'present'}) else 'installed'
        ensure_one(call, 'Package', name, params)


@stdlib_function('getparam', pure=False, min_args=2, max_args=2)
def getparam(call, args, block):
    reference, param = args
    if not isinstance(param, str):
        raise EvaluationError('Must specify name of a parameter', call.span)
    if param == '':
        return ''
    type_name, title = _type_and_title(call, reference)
    compiler = _compiler(call)
    if compiler.cone is not None:    # as an attribute access: any code before may matter
        compiler.cone.widen('%s is read by getparam' % reference, call)
    found = _resources(call, type_name, title) if title else []
    if found:
        compiler.note_attribute_use(found[0].type, param, found[0].title)
        value = found[0].get(param)
        if value is not None:
            return value
    return ''


@stdlib_function('stdlib::str2resource', pure=False, min_args=1, max_args=1)
def str2resource(call, args, block):
    text = args[0]
    if not isinstance(text, str):
        fail_type(call, 'stdlib::str2resource', 1, 'a String value', text)
    type_name, title = _type_and_title(call, text)
    found = _resources(call, type_name, title) if title else []
    if not found:
        raise EvaluationError('stdlib::str2resource(): could not find %s[%s], this is parse '
                              'order dependent and values should not be quoted'
                              % (type_name.lower(), title), call.span)
    return T.PResource(found[0].type, found[0].title)


def module_of(definition):
    """The module a class or define was autoloaded from ('' for the main manifest)."""
    root = definition.root()
    main = getattr(root, 'main', None)
    if main is None:
        return ''
    return definition.name.split('::')[0]


@stdlib_function('assert_private', 'private', pure=False, max_args=1)
def assert_private(call, args, block):
    compiler = _compiler(call)
    frame = compiler.frame_of(call)
    resource = frame.resource
    definition = resource.definition if resource.type != 'Class' else \
        compiler.runtime.definitions['class'].get(resource.title.lower())
    if definition is None:
        return None
    caller = frame.dynamic_parent.resource if frame.dynamic_parent is not None else None
    caller_definition = None
    if caller is not None:
        caller_definition = caller.definition if caller.type != 'Class' else \
            compiler.runtime.definitions['class'].get(caller.title.lower())
    caller_module = module_of(caller_definition) if caller_definition is not None else ''
    if module_of(definition) != caller_module:
        if args and isinstance(args[0], str):
            raise EvaluationError(args[0], call.span)
        what = 'Class' if resource.type == 'Class' else 'Definition'
        raise EvaluationError('%s %s is private' % (what, definition.name), call.span)
    return None
