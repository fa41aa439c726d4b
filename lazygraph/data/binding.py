"""The glue between a compile and its Hiera session: the session lives on the
Runtime (one per compile), reads variables through the graph's scopes, and
binds class parameters from data (automatic parameter lookup)."""
import weakref

from ..errors import EvaluationError
from .errors import DataError
from .lookup import MISSING, Found, NotFound, Session, Settings


def session_of(node):
    return hiera_session(node.runtime())


def hiera_session(runtime):
    session = getattr(runtime, 'hiera', None)
    if session is None:
        settings = getattr(runtime, 'data_settings', None) or Settings(
            modulepath=runtime.loader.path)
        # The runtime holds the session: the session's callbacks reach it weakly.
        owner = weakref.ref(runtime)
        session = Session(settings, lambda name: data_binding_variable(owner(), name),
                          warn=lambda text: owner().warn(text),
                          evaluate_type=_type_converter(runtime),
                          allow_read=runtime.allow_read, probes=runtime.data_probes,
                          file_cache=runtime.data_cache, real_paths=runtime.loader.real_paths,
                          call_function=lambda s, level, args: call_backend(owner(), s, level,
                                                                            args))
        runtime.hiera = session
    return session


def data_binding_variable(runtime, name):
    """Variables as automatic parameter lookup sees them: the node scope (while a
    node is evaluated), then the top scope -- never the declaring class's scope."""
    compiler = runtime.compiler
    node_scope = getattr(compiler, 'node_scope', None)
    if node_scope is not None and not name.startswith('::') and '::' not in name and \
            name != 'trusted':
        found = node_scope.lookup_run(name)     # what the node has assigned by now
        if found is not None:
            return found.resolve()
    return top_variable(runtime, name)


def top_variable(runtime, name):
    name = name[2:] if name.startswith('::') else name
    if name == 'trusted':
        # Hiera sees the node's certname where the manifest's $trusted has none
        # (Puppet 7 compiling for a node without a certificate).
        return _builtin_variable(runtime, name)
    if '::' in name:
        scope_name, _, var = name.rpartition('::')
        if scope_name == 'settings':
            found = runtime.setting_node(var, None)
            return found.resolve() if found is not None else None
        compiler = runtime.compiler
        if compiler is None:
            return None
        scope = compiler.class_scopes.get(scope_name.lower())
        found = scope.lookup(var) if scope is not None else None
        return found.resolve() if found is not None else None
    program = runtime.program
    if program is None:
        found = None
    elif runtime.compiler is not None:
        # what has been assigned by now: Puppet interpolates at each lookup
        found = program.lookup_run(name)
    else:
        found = program.lookup(name)    # `lazygraph lookup`: what the scope ends with
    if found is not None:
        return found.resolve()
    return _builtin_variable(runtime, name)


def _builtin_variable(runtime, name):
    """Built-in variables as Hiera sees them: the manifest's (runtime.py), but
    $trusted, whose certname is the node's name when no clientcert fact names it."""
    if name == 'trusted':
        compiler = runtime.compiler
        settings = runtime.data_settings
        clientcert = runtime.facts.get('clientcert')
        # the agent's clientcert fact when it sends one, as the manifest's $trusted
        certname = clientcert if isinstance(clientcert, str) else \
            compiler.node_name if compiler is not None else \
            getattr(settings, 'node', None) or runtime.facts.get('fqdn')
        if certname is None:
            return None
        host, _, domain = certname.partition('.')
        return {'authenticated': 'local', 'certname': certname, 'extensions': {},
                'hostname': host, 'domain': domain, 'external': {}}
    node = runtime.builtin_variable(name)
    return node.resolve() if node is not None else None


def variable_reader(call):
    """Variables as seen from a lookup() call: its scopes, then the top scope."""
    runtime = call.runtime()

    def read(name):
        bare = name[2:] if name.startswith('::') else name
        if '::' in bare or name.startswith('::') or bare == 'trusted':
            return top_variable(runtime, bare)
        scope = call.context()
        while scope is not None:
            node = scope.lookup(bare, call.span)
            if node is not None:
                return node.resolve()
            scope = scope.parent_scope()
        return _builtin_variable(runtime, bare)
    read.calling = lambda: calling_variables(call, read)
    return read


def calling_variables(call, read):
    """Hiera 3's pseudo-variables for a lookup made by ``call``: the class whose
    code calls (a define's instance takes the class that declared it; '' at top
    and node scope), as a path, and the calling code's module."""
    scope = call.context()
    while scope is not None and getattr(scope, 'frame', None) is None:
        scope = scope.parent_scope()
    frame = scope.frame if scope is not None else None
    while frame is not None and frame.class_name is None:
        frame = frame.dynamic_parent
    name = frame.class_name if frame is not None and frame.class_name != 'main' else ''
    return {'calling_class': name, 'calling_class_path': name.replace('::', '/'),
            'calling_module': read('module_name') or ''}


def call_backend(runtime, session, level, args):
    """A hierarchy entry's data_hash / lookup_key / data_dig function, written in the
    Puppet language in a module or the environment, called as Puppet calls it:
    type checks and errors are located at the lookup's call (or the class
    declaration) and inside the function."""
    from ..functions.ruby_bridge import RubyFunction, ruby_function_file
    from ..nodes.definitions import FunctionDefinition
    node = session.caller or runtime.program
    name = level.function
    try:
        function = runtime.function(name, node)
    except EvaluationError:
        function = None
    if not isinstance(function, (FunctionDefinition, RubyFunction)):
        ruby = ruby_function_file(runtime.loader.path, name)
        if ruby is not None:
            raise DataError("%s function '%s' of hierarchy entry '%s' is written in Ruby (%s),"
                            " which lazygraph runs only with --ruby (file: %s)" % (
                                level.kind, name, level.name, ruby, level.config.path))
        raise DataError("Unable to find '%s' function named '%s' (file: %s)" % (
            level.kind, name, level.config.path))
    return function.invoke(node, args, None)


def _type_converter(runtime):
    def convert(text, value, args):
        from ..evaluation import evaluate
        from ..functions.conversions import convert as convert_value
        target = evaluate(text)

        class _Call:
            span = None
        return convert_value(_Call(), target, [value] + list(args))
    return convert


def lookup_error(exc, key, span):
    """A data error met by a lookup, reported at the manifest's call (or class
    declaration) with the data file's location as a note."""
    message = exc.message
    if message.startswith('Recursive lookup'):
        message = "Lookup of key '%s' failed: %s" % (key, message)    # Puppet's wording
    notes = (['in %s' % exc.span.location()] if exc.span is not None else []) + exc.notes
    return EvaluationError(message, span, notes=notes)


def bind_class_parameters(runtime, class_name, definition, params, span, class_variables=None,
                          caller=None):
    """Automatic parameter lookup: CLASS::PARAM for each parameter not given (or
    given undef). Returns (params with the values found, {param: Found}).
    ``class_variables``: the variables Puppet has already set in the class's
    scope when it looks up ($module_name, $caller_module_name)."""
    settings = getattr(runtime, 'data_settings', None)
    if settings is not None and not settings.data_binding:
        return params, {}
    if settings is None and not runtime.loader.path:
        return params, {}
    session = hiera_session(runtime)
    params, found = dict(params), {}
    if not any(params.get(param.name) is None for param in definition.params):
        return params, found
    previous, previous_caller = session.variable, session.caller
    if class_variables:
        session.variable = _with_class_variables(session.variable, class_variables)
    session.caller = caller
    try:
        _bind(session, class_name, definition, params, found, span)
    finally:
        session.variable, session.caller = previous, previous_caller
    return params, found


def _with_class_variables(read, class_variables):
    def read_in_class(name):
        bare = name[2:] if name.startswith('::') else name
        if bare == name and name in class_variables:
            return class_variables[name]
        return read(name)
    read_in_class.paths_as_top = frozenset(class_variables)   # lookup.Session._locations
    return read_in_class


def _bind(session, class_name, definition, params, found, span):
    for param in definition.params:
        if params.get(param.name) is not None:
            continue
        key = '%s::%s' % (class_name, param.name)
        trace = []
        try:
            value = session.lookup_key(key, None, trace=trace, quiet=True)
        except NotFound:
            continue
        except DataError as exc:
            raise lookup_error(exc, key, span)
        if value is MISSING:
            continue
        if value is None:
            # Found undef acts as a given undef: the default if there is one, else undef.
            if param.default is None:
                params[param.name] = None
            continue
        params[param.name] = value
        found[param.name] = trace[-1] if trace else Found(key, value)
