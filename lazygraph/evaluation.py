"""Library entry points for the expression language (catalogs: lazygraph.catalog).

    program = load_program('site.pp', facts={...})   # parsed, definitions registered
    value = evaluate('$x = 1 + 2  $x * 2')            # runs top-level statements
"""
import os

from .deep import run_deep
from .errors import BadArgument
from .runtime import Runtime
from .source import Source
from .syntax.entry import parse


def as_source(source_or_path, filename=None):
    """A Source from a Source, a path (str or os.PathLike) or Puppet code (str).

    A one-line str ending in .pp or .epp is a path: one that does not exist is
    an error, not the code `x.pp`; so is an absolute path that exists (a
    directory or a device is an error, not the regex-and-word code `/tmp/dir`)."""
    if isinstance(source_or_path, Source):
        return source_or_path
    if isinstance(source_or_path, os.PathLike):
        return Source.from_file(os.fspath(source_or_path))
    if not isinstance(source_or_path, str):
        raise BadArgument('a manifest is Puppet code (str), a path or a Source, not %s%s'
                          % (type(source_or_path).__name__,
                             ': decode it first' if isinstance(source_or_path, bytes) else ''))
    text = source_or_path
    if filename is not None and not isinstance(filename, str):
        raise BadArgument('filename is a str, not %s' % type(filename).__name__)
    if filename is None and '\n' not in text and (
            text.endswith(('.pp', '.epp')) or (text.startswith('/') and os.path.exists(text))):
        return Source.from_file(text)     # a missing file is an InputError naming it
    return Source(text, filename or '<string>')


RUNTIME_OPTIONS = frozenset(('ruby', 'allow_read', 'allow_generate', 'data_cache', 'code_cache',
                             'settings'))


def load_program(source_or_path, facts=None, unknown=(), strict=False, filename=None,
                 strict_variables=False, modulepath=None, skim=False, data=None,
                 parse_cache=True, **runtime_options):
    """Parse and register: a Program whose nodes resolve on demand.

    strict: reject what the spec allows but Puppet 7 does not (docs/divergences.md);
    strict_variables: unknown variables are errors;
    skim: leave simple top-level resource statements unparsed until used;
    runtime_options: allow_read (directories file() may read), allow_generate,
    data_cache (a data.files.DataFileCache shared by many compiles);
    ruby: call module functions written in Ruby through a Ruby helper (True, or
    functions.ruby_bridge.RubyOptions); runtime.close() stops it.
    data: where Hiera's data is (lazygraph.data.lookup.Settings).
    settings: Puppet's settings ($settings::NAME): {name: value}, or a
    lazygraph.settings.PuppetSettings (which may read a puppet.conf).
    code_cache: a syntax.code_cache.CodeCache shared by many compiles (a fleet
    worker's): files parsed once per content, each compile working on a copy.
    parse_cache: False for code parsed once, not worth a file in the user's
    parse cache (syntax/parse_cache.py).
    """
    unknown_options = sorted(set(runtime_options) - RUNTIME_OPTIONS)
    if unknown_options:
        raise BadArgument('unexpected keyword argument%s: %s' % (
            's' if len(unknown_options) > 1 else '', ', '.join(unknown_options)))
    if data is not None:
        from .data.lookup import Settings
        if not isinstance(data, Settings):
            raise BadArgument('data is a lazygraph.data.lookup.Settings, not %s'
                              % type(data).__name__)
    code_cache = runtime_options.pop('code_cache', None)
    if code_cache is not None:
        cache = code_cache.session(persistent=parse_cache)
    else:
        from .syntax.parse_cache import ParseCache
        cache = ParseCache.open() if parse_cache else None
    if isinstance(source_or_path, (list, tuple)):   # a manifests/ directory
        from .data.environment import parse_manifests
        program = run_deep(parse_manifests, [as_source(s) for s in source_or_path],
                           strict=strict, skim=skim)
    else:
        program = run_deep(parse, as_source(source_or_path, filename), strict=strict,
                           skim=skim, cache=cache)
    runtime = Runtime(facts=facts, unknown=unknown, strict=strict,
                      strict_variables=strict_variables, modulepath=modulepath,
                      **runtime_options)
    runtime.data_settings = data
    runtime.parse_cache = cache
    return run_deep(runtime.install, program)


def evaluate(source_or_path, facts=None, strict=False, filename=None, strict_variables=False,
             modulepath=None, parse_cache=True, **runtime_options):
    """Run a manifest's top-level statements in order; the last statement's value."""
    program = load_program(source_or_path, facts=facts, strict=strict, filename=filename,
                           strict_variables=strict_variables, modulepath=modulepath,
                           parse_cache=parse_cache, **runtime_options)
    try:
        return run_deep(program.resolve)
    finally:
        program.runtime().close()


def resolve(node):
    """Resolve any node of a loaded program (deep-safe)."""
    return run_deep(_node(node, 'resolve').resolve)


def _node(node, what):
    from .nodes.base import Node
    if not isinstance(node, Node):
        raise BadArgument('%s() takes a node of a loaded program (program.lookup(name)), '
                          'not %s' % (what, type(node).__name__))
    return node


def fold(node):
    """Fold a node: (folded node, fully_known)."""
    from .errors import CantFold
    _node(node, 'fold')

    def go():
        try:
            return node.fold(), True
        except CantFold as exc:
            return exc.node, False
    return run_deep(go)
