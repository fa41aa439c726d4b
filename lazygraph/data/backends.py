"""Custom Hiera backends: a hierarchy entry whose data_hash, lookup_key or
data_dig function is a module's ``function mymod::backend(..., Hash $options,
Puppet::LookupContext $context)`` (or, with --ruby, a Ruby function: see
LookupContext.ruby_form), called as Puppet 7's FunctionProvider calls it.

Each hierarchy entry and location (path, uri, or none) has one FunctionContext
per compile: the hash a data_hash function returned (it is called once), the
values a lookup_key or data_dig function returned (called once per key found;
again after $context.not_found), and what the function keeps with
$context.cache. The options the function gets are the entry's, with 'path' or
'uri' added. A data_hash function's values are interpolated as a data file's
are; a lookup_key or data_dig function interpolates what it wants itself
($context.interpolate).
"""
from ..errors import EvaluationError
from ..values import types as T
from ..values.core import to_s
from .errors import DataError
from .explain import show


class NotFoundSignal(Exception):
    """$context.not_found(): Puppet's throw :no_such_key, out of the function."""


class FunctionContext:
    """What a backend keeps for one hierarchy entry and location, for a compile."""
    __slots__ = ('data_hash', 'values', 'cache')

    def __init__(self):
        self.data_hash = None
        self.values = {}
        self.cache = {}


class PLookupContextType(T.PType):
    name = 'Puppet::LookupContext'

    def instance(self, value):
        return isinstance(value, LookupContext)

    def assignable(self, other):
        return isinstance(other, PLookupContextType)


T.SIMPLE.setdefault('Puppet::LookupContext', PLookupContextType)
# The types of Hiera keys and values, as backends declare them (Puppet's aliases).
T.SIMPLE.setdefault('Puppet::LookupKey', lambda: T.PTypeAlias(
    'Puppet::LookupKey', lambda: T.PVariant([T.PString(), T.PNumeric()]), builtin=True))
T.SIMPLE.setdefault('Puppet::LookupValue', lambda: T.PTypeAlias(
    'Puppet::LookupValue', T.PRichData, builtin=True))


class LookupContext:
    """The $context a backend function gets; its methods are Puppet's."""
    puppet_type = PLookupContextType()

    def __init__(self, session, function_context, explainer, module):
        self.session, self.function_context = session, function_context
        self.explainer, self.module = explainer, module
        self.texts = []     # $context.explain's, shown after the outcome as Puppet does

    def puppet_method(self, name):
        """``$context.name(args) |block|``: (node, args, block) -> value, or None."""
        method = _METHODS.get(name)
        if method is None:
            return None
        arity, implementation = method
        return lambda node, args, block: implementation(self, node, _arity(
            node, name, args, arity), block)

    def __str__(self):
        return 'Puppet::LookupContext'

    # -- a backend written in Ruby, through the --ruby helper (functions/ruby_bridge.py):
    # the helper makes a Puppet::Pops::Lookup::Context whose cache is its own (one per
    # hierarchy entry and location, for the session) and asks back for interpolation.
    def ruby_form(self, object_id):
        return {'$lg': 'lookup_context', 'id': object_id,
                'context': self.session.context_number(self.function_context),
                'module': self.module, 'environment': self.session.settings.environment,
                'explain': bool(self.explainer)}

    def ruby_callback(self, method, args, call):
        if method != 'interpolate' or len(args) != 1:
            raise EvaluationError("Puppet::LookupContext has no callback '%s'" % method,
                                  call.span)
        return self.session.interpolator.value(args[0], self.explainer or None)

    def ruby_answer(self, answer):
        texts = answer.get('texts')
        if isinstance(texts, list):
            self.texts.extend(str(text) for text in texts)
        if answer.get('not_found'):
            raise NotFoundSignal()

    # -- the methods -------------------------------------------------------------------
    def environment_name(self, node, args, block):
        return self.session.settings.environment

    def module_name(self, node, args, block):
        return self.module

    def not_found(self, node, args, block):
        raise NotFoundSignal()

    def explain(self, node, args, block):
        if block is None:
            raise EvaluationError("'explain' expects a block", node.span)
        if self.explainer:
            self.texts.append(to_s(block()))
        return None

    def interpolate(self, node, args, block):
        return self.session.interpolator.value(args[0], self.explainer or None)

    def cache(self, node, args, block):
        self.function_context.cache[_key(node, args[0])] = args[1]
        return args[1]

    def cache_all(self, node, args, block):
        if not isinstance(args[0], dict):
            raise EvaluationError("'cache_all' expects a Hash", node.span)
        for key, value in args[0].items():
            self.function_context.cache[_key(node, key)] = value
        return None

    def cache_has_key(self, node, args, block):
        return _key(node, args[0]) in self.function_context.cache

    def cached_value(self, node, args, block):
        return self.function_context.cache.get(_key(node, args[0]))

    def cached_entries(self, node, args, block):
        entries = dict(self.function_context.cache)
        if block is None:
            return entries
        for key, value in entries.items():
            block(key, value) if block.param_count == 2 else block([key, value])
        return None

    def cached_file_data(self, node, args, block):
        """A file's text (through ``block`` when given), read once per compile."""
        path = args[0]
        if not isinstance(path, str):
            raise EvaluationError("'cached_file_data' expects a path String", node.span)
        files = self.session.backend_files
        key = (path, block is not None)
        if key not in files:
            from .files import read_text
            text = read_text(path)
            files[key] = block(text) if block is not None else text
        return files[key]


# name -> ((least, most) arguments, implementation)
_METHODS = {
    'environment_name': ((0, 0), LookupContext.environment_name),
    'module_name': ((0, 0), LookupContext.module_name),
    'not_found': ((0, 0), LookupContext.not_found),
    'explain': ((0, 0), LookupContext.explain),
    'interpolate': ((1, 1), LookupContext.interpolate),
    'cache': ((2, 2), LookupContext.cache),
    'cache_all': ((1, 1), LookupContext.cache_all),
    'cache_has_key': ((1, 1), LookupContext.cache_has_key),
    'cached_value': ((1, 1), LookupContext.cached_value),
    'cached_entries': ((0, 0), LookupContext.cached_entries),
    'cached_file_data': ((1, 1), LookupContext.cached_file_data),
}


def _arity(node, name, args, arity):
    least, most = arity
    if not least <= len(args) <= most:
        raise EvaluationError("'%s' expects %s argument%s, got %d" % (
            name, least if least == most else '%d to %d' % arity,
            '' if least == most == 1 else 's', len(args)), node.span)
    return args


def _key(node, key):
    """A cache key: Optional[Scalar], as Puppet's LookupContext declares it."""
    if isinstance(key, (list, dict)):
        raise EvaluationError('a cache key must be a Scalar or undef, got %s' % show(key),
                              node.span)
    return key


# -- the provider ------------------------------------------------------------------------
def search(session, provider, level, original, location, root, explainer, trace):
    """The value of ``root`` at one location of a backend entry; raises NotFound."""
    from .lookup import NotFound
    if location is None:       # no path or uri: the function alone
        return _value(session, provider, level, None, root, explainer, trace)
    label = 'URI' if level.location_kind in ('uri', 'uris') else 'Path'
    with explainer.section('%s "%s"' % (label, location)):
        explainer.line('Original %s: "%s"' % (label.lower(), original))
        if label == 'Path' and not session.is_file(location):
            explainer.line('Path not found')
            raise NotFound(root)
        return _value(session, provider, level, location, root, explainer, trace)


def _value(session, provider, level, location, root, explainer, trace):
    from .lookup import Found, NotFound
    context = session.function_context(level, location)
    options = dict(level.options)
    if location is not None:
        options['uri' if level.location_kind in ('uri', 'uris') else 'path'] = location
    call = LookupContext(session, context, explainer, provider.module)
    try:
        if level.kind == 'data_hash':
            value = _hash_value(session, level, call, options, location, root, explainer)
        else:
            value = _key_value(session, level, call, options, root, explainer)
    except NotFoundSignal:
        explainer.line('No such key: "%s"' % root)
        raise NotFound(root)
    finally:
        for text in call.texts:
            explainer.line(text)
    if trace is not None:
        trace.append(Found(root, value, location, None, level.name, provider.place.lower()))
    return value


def _key_value(session, level, call, options, root, explainer):
    """lookup_key gets the root key; data_dig the whole dotted key (numeric
    segments as Integers) and returns what is there. Each is called once per key."""
    segments = session.dig_segments(root) if level.kind == 'data_dig' else [root]
    key = root if level.kind == 'lookup_key' else \
        [int(s) if s.isdigit() else s for s in segments]
    memo = tuple(segments)
    values = call.function_context.values
    if memo not in values:
        values[memo] = session.call_backend(level, [key, options, call])
    found = values[memo]
    # Puppet reports what a data_dig function found under the whole dotted key.
    explainer.found('.'.join(segments), found)
    return _undig(found, segments[1:])


def _hash_value(session, level, call, options, location, root, explainer):
    context = call.function_context
    if context.data_hash is None:
        where = '' if location is None else ", when using location '%s'," % location
        data = session.call_backend(level, [options, call])
        if not isinstance(data, dict):
            raise DataError("Value returned from data_hash function '%s'%s has wrong type, "
                            "expects a Hash value, got %s" % (
                                level.function, where,
                                str(T.generalize(T.infer(data))).split('[')[0]))
        context.data_hash = session.module_keys(call.module, level, location, data)
    data = context.data_hash
    if root not in data:
        raise NotFoundSignal()
    value = session.interpolate_found(data[root], root, explainer)
    explainer.found(root, value)
    return value


def _undig(value, segments):
    """A dug value as the root key's value would hold it (Puppet's LookupKey#undig),
    so that the sub-keys dig to it again."""
    for segment in reversed(segments):
        value = {segment: value}
    return value
