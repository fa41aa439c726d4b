"""One compile's Hiera: three layers (global, environment, module), lookup_options,
merges, interpolation, and the explanation, following Puppet 7's Lookup.

Nothing is read before a lookup needs it: a hiera.yaml is parsed when its layer
is first searched, a data file when a lookup first reaches its location, and
each file once per session (``reads`` counts them).
"""
import os
import re

from ..paths import RealPaths, resolves_inside
from . import backends
from . import merge as merging
from .config import load_config
from .errors import DataError, NotFound, file_span
from .explain import NO_EXPLAIN, Explainer
from .interpolation import Interpolator, split_key
from .levels import MISSING, Found, HierarchySearch  # noqa: F401 (imported from here)
from .results import convert, dig_sub_keys


class Settings:
    """Where the data is: the global hiera.yaml, the environment and its modules."""

    def __init__(self, hiera_config=None, environment_dir=None, modulepath=(),
                 data_binding=True, environment='production'):
        self.hiera_config = hiera_config
        self.environment_dir = environment_dir
        self.modulepath = [p for p in modulepath or [] if p]
        self.data_binding = data_binding
        self.environment = environment
        self.node = None        # the certname when no catalog is compiled (lookup)


class Provider:
    """A layer's hiera.yaml: the global one, the environment's, or a module's."""

    def __init__(self, place, config_path, module=None):
        self.place, self.config_path, self.module = place, config_path, module
        self._config = False
        self.missing = None     # what the explanation says of a module without data

    def config(self, session):
        if self._config is False:
            self._config = None
            if self.config_path is not None and os.path.isfile(self.config_path):
                self._config = load_config(self.config_path, self.place.lower(),
                                           session.file_cache)
                if self._config is None:
                    session.warn('hiera.yaml version 3 found at the %s root was ignored' % (
                        'environment' if self.place == 'Environment' else 'module'))
        return self._config

    def title(self, session):
        config = self.config(session)
        name = '%s%s Data Provider' % (self.place, ' "%s"' % self.module if self.module
                                       else '')
        version = config.version if config is not None else 5
        return '%s (hiera configuration version %d)' % (name, version)


class Session(HierarchySearch):
    def __init__(self, settings, variable, warn=None, evaluate_type=None, allow_read=(),
                 probes=None, file_cache=None, call_function=None, real_paths=None):
        """variable(name): a top-scope (or current scope) variable's value or None;
        evaluate_type(text): a Puppet type from its text (convert_to); allow_read:
        directories data files of the environment and module layers may resolve
        to besides their own (--allow-read); call_function(session, level, args):
        a hierarchy entry's own backend function called (data/backends.py);
        real_paths: the compile's RealPaths (its module loader's: module data
        lies in the directories its code was loaded from), else the session's own."""
        self.settings = settings
        self.allow_read = [os.path.realpath(d) for d in allow_read]
        self.variable = self._top_variable = variable
        self.warn = warn or (lambda text: None)
        self.evaluate_type = evaluate_type
        self.files = {}
        self.file_cache = file_cache   # a DataFileCache shared with other compiles, or None
        self.reads = 0
        self.stack = []
        self.options = {}
        self.decryptors = {}
        self.call_function = call_function
        self.caller = None      # the node a lookup is made for (errors in backend calls)
        self._contexts = {}     # (level, location) -> backends.FunctionContext
        self.backend_files = {}  # $context.cached_file_data
        self._segments = None   # the dotted key being looked up (data_dig)
        self._providers = {}
        self.hiera_call = False  # within hiera()/hiera_hash()/...: Hiera 3 merge behaviour
        self.hiera_override = []  # hiera()'s third argument: data sources searched first (Hiera 3)
        self._exists = {}       # path -> is a file (one stat per session)
        self._links = {}        # path of a file found -> whether it is a symbolic link
        self._located = {}      # (level, path) -> its data file, or none (quiet searches)
        self._searches = {}     # (id of levels, own variables) -> FirstFound, or None
        self._confined = set()  # module data files found inside their module
        # each directory's real path found once a session
        self._realpath = real_paths if real_paths is not None else RealPaths()
        self.probes = set() if probes is None else probes   # every file looked for
        self._expanded = {}     # level -> (its locations for the top scope, variables read)
        # (location text, uri?) -> (interpolated for the top scope, variables read)
        self._top_paths = {}
        self._reads = None      # [(name, value)] read while a level's paths are interpolated
        self._quiet_layer_options = None   # [global, environment lookup_options] found

    @property
    def interpolator(self):
        # Made on each use: stored, its bound methods would make the session a
        # reference cycle, freed only by the cyclic GC.
        return Interpolator(self._variable, self._interpolated_lookup)

    # -- layers ------------------------------------------------------------------------
    def global_provider(self):
        if 'global' not in self._providers:
            self._providers['global'] = Provider('Global', self.settings.hiera_config)
        return self._providers['global']

    def environment_provider(self):
        if 'env' not in self._providers:
            env = self.settings.environment_dir
            config = os.path.join(env, 'hiera.yaml') if env else None
            if config:
                self.probes.add(config)
            # No hiera.yaml at the environment's root: no environment layer (Puppet 7).
            self._providers['env'] = Provider('Environment', config) \
                if config and os.path.isfile(config) else None
        return self._providers['env']

    def module_provider(self, module):
        key = 'module:' + module
        if key not in self._providers:
            # No module, or one without a hiera.yaml (no data): a provider that
            # only explains what is missing, as Puppet does.
            provider = Provider('Module', None, module)
            provider.missing = 'Module "%s" not found' % module
            for base in self.settings.modulepath:
                root = os.path.join(base, module)
                self.probes.add(os.path.join(root, 'hiera.yaml'))
                if os.path.isdir(root):
                    config = os.path.join(root, 'hiera.yaml')
                    if os.path.isfile(config):
                        provider = Provider('Module', config, module)
                    else:
                        provider.missing = 'Module data provider for module "%s" not found' \
                            % module
                    break
            self._providers[key] = provider
        return self._providers[key]

    # -- the lookup function -------------------------------------------------------------
    def lookup(self, names, merge=None, explainer=NO_EXPLAIN, trace=None):
        """The first of ``names`` found (value); raises NotFound."""
        for name in names:
            try:
                return self.lookup_key(name, merge, explainer, trace)
            except NotFound:
                continue
        raise NotFound(names)

    def lookup_key(self, key, merge=None, explainer=NO_EXPLAIN, trace=None, quiet=False):
        """The value of ``key``; raises NotFound. quiet: returns MISSING instead
        when no layer has the key and nothing is explained (automatic parameter
        lookup asks for many keys no data has: no exception each)."""
        if key == 'lookup_options' or key.startswith('lookup_options.'):
            explainer.line('Invalid key "lookup_options"')
            raise NotFound(key)
        # A key whose value interpolates itself, directly or not (Puppet's name stack).
        self._check(key)
        self.stack.append(key)
        try:
            return self._lookup_key(key, merge, explainer, trace, quiet)
        finally:
            self.stack.pop()

    def _lookup_key(self, key, merge, explainer, trace, quiet=False):
        segments = split_key(key)
        root = segments[0]
        previous, self._segments = self._segments, segments
        try:
            return self._lookup_segments(key, segments, root, merge, explainer, trace, quiet)
        finally:
            self._segments = previous

    def _lookup_segments(self, key, segments, root, merge, explainer, trace, quiet):
        module = root.split('::')[0] if '::' in root.lstrip(':') else None
        options = self.lookup_options(root, module, explainer)
        if merge is None and options.get('merge') is not None:
            merge = options['merge']
            explainer.line('Using merge options from "lookup_options" hash')
        with explainer.section('Searching for "%s"' % key):
            strategy = merging.strategy(merge)
            value = self._search(root, module, strategy, explainer, trace)
            if value is MISSING:        # (the quiet first-found search only)
                if quiet:
                    return MISSING
                raise NotFound(root)
            if segments[1:]:
                with explainer.section('Sub key: "%s"' % '.'.join(segments[1:])):
                    value = dig_sub_keys(key, value, segments[1:], explainer)
            convert_to = options.get('convert_to')
            if convert_to is not None:
                value = convert(key, value, convert_to, self.evaluate_type, explainer)
            return value

    # -- lookup_options -----------------------------------------------------------------
    def lookup_options(self, root, module, explainer):
        if module not in self.options:
            self.options[module] = self._retrieve_options(module, explainer)
        keys, patterns = self.options[module]
        if root in keys:
            return keys[root] or {}
        for pattern, value in patterns:
            if pattern.search(root):
                return value or {}
        return {}

    def _retrieve_options(self, module, explainer):
        with explainer.section('Searching for "lookup_options"'):
            return self._retrieve_options_explained(module, explainer)

    def _retrieve_options_explained(self, module, explainer):
        hash_merge = merging.HashMerge()
        if explainer:
            found = self._layer_options(hash_merge, explainer)
        else:
            # The same for every module: searched once per session, not per module.
            if self._quiet_layer_options is None:
                self._quiet_layer_options = self._layer_options(hash_merge, explainer)
            found = self._quiet_layer_options
        options = self._merged_options(found, hash_merge)
        if module is not None:
            provider = self.module_provider(module)
            try:
                module_options = self._validate_options(self._provider_lookup(
                    provider, 'lookup_options', hash_merge, explainer), module)
            except NotFound:
                module_options = None
            if module_options is not None:
                merged = self._merged_options(found + [module_options], hash_merge)
                if found:
                    # Puppet explains this last merge with two named branches.
                    with explainer.merge(hash_merge, 2) as merge:
                        for name, value in (('Global and Environment', options),
                                            ('Module %s' % module, module_options)):
                            with explainer.section(name):
                                explainer.found('lookup_options', value)
                        merge.result(merged)
                options = merged
        keys, patterns = {}, []
        for name, value in options.items():
            if name.startswith('^'):
                try:
                    patterns.append((re.compile(name), value))
                except re.error as exc:
                    raise DataError("lookup_options: bad pattern '%s': %s" % (name, exc))
            else:
                keys[name] = value
        return keys, patterns

    def _layer_options(self, hash_merge, explainer):
        """lookup_options of the global and environment layers, highest first."""
        found = []
        for provider in (self.global_provider(), self.environment_provider()):
            try:
                found.append(self._validate_options(self._provider_lookup(
                    provider, 'lookup_options', hash_merge, explainer), None))
            except NotFound:
                pass
        return found

    @staticmethod
    def _merged_options(found, hash_merge):
        """lookup_options of several layers (highest priority first), merged."""
        options = {}
        for value in reversed(found):
            options = hash_merge.merge(value, options) if options else dict(value)
        return options

    @staticmethod
    def _validate_options(options, module):
        if not isinstance(options, dict) or \
                not all(isinstance(v, dict) for v in options.values()):
            raise DataError('value of lookup_options must be a hash (of hashes: key -> options)')
        if module is not None:
            prefix = module + '::'
            for key in options:
                if key.startswith('^'):
                    if key[1:len(prefix) + 1] != prefix:
                        raise DataError("all lookup_options patterns must match a key starting "
                                        "with module name '%s'" % module)
                elif not key.startswith(prefix):
                    raise DataError("all lookup_options keys must start with module name '%s'"
                                    % module)
        return options

    # -- searching the layers --------------------------------------------------------------
    def _search(self, root, module, strategy, explainer, trace):
        providers = [self.global_provider(), self.environment_provider()]
        if module is not None:
            providers.append(self.module_provider(module))
        if not explainer and strategy.is_first():
            # Most lookups: MISSING, not NotFound, when no layer has the key.
            value = self._first_provider(providers, root, trace)
            if value is MISSING and module is not None:
                value, found_any = self._default_hierarchy(root, module, explainer, trace)
                if not found_any:
                    return MISSING
            return value
        try:
            value = self._merged([p for p in providers if p is not None], root, strategy,
                                 explainer, lambda provider: self._provider_lookup(
                                     provider, root, self._v3_strategy(provider, strategy),
                                     explainer, trace))
        except NotFound:
            if module is None:
                raise
            value, found_any = self._default_hierarchy(root, module, explainer, trace)
            if not found_any:
                raise
        return value if strategy.is_first() else strategy.single(value)

    def _first_provider(self, providers, root, trace):
        """_merged over the layers for the first-found strategy, nothing explained:
        _provider_lookup's search without an exception per layer that has no
        hiera.yaml or lacks the key (_v3_strategy keeps a first-found strategy)."""
        for provider in providers:
            if provider is None or provider.missing is not None:
                continue
            config = provider.config(self)
            if config is None or not config.hierarchy:
                continue
            value = self._first_found(provider, config.hierarchy, root, trace)
            if value is not MISSING:
                return value
        return MISSING

    @staticmethod
    def _merged(variants, root, strategy, explainer, search):
        """Puppet's MergeStrategy#lookup over layers, hierarchy entries or locations:
        the first that has the key, or all that have it merged (explained as a
        merge section). Raises NotFound when none has it."""
        if strategy.is_first():
            for variant in variants:
                try:
                    return search(variant)
                except NotFound:
                    continue
            raise NotFound(root)
        with explainer.merge(strategy, len(variants)) as merge:
            memo, found_any = None, False
            for variant in variants:
                try:
                    value = search(variant)
                except NotFound:
                    continue
                memo = strategy.convert(value) if not found_any else strategy.merge(memo, value)
                found_any = True
            if not found_any:
                raise NotFound(root)
            if explainer:   # the merged value as the caller will see it (knockouts gone)
                merge.result(strategy.single(memo))
            return memo

    def _default_hierarchy(self, root, module, explainer, trace):
        provider = self.module_provider(module)
        config = provider.config(self) if provider is not None else None
        if config is None or not config.default_hierarchy:
            return None, False
        with explainer.section('Searching default_hierarchy of module "%s"' % module):
            options = self._default_options(provider, config, module, explainer)
            strategy = merging.strategy(options.get(root, {}).get('merge'))
            try:
                with explainer.section('Searching for "%s"' % root), \
                        explainer.section(provider.title(self)):
                    explainer.line('Using configuration "%s"' % config.path)
                    value = self._levels(provider, config.default_hierarchy, root, strategy,
                                         explainer, trace)
            except NotFound:
                return None, False
            return strategy.convert(value), True

    def _default_options(self, provider, config, module, explainer):
        key = ('default', module)
        if key not in self.options:
            try:
                with explainer.section('Searching for "lookup_options"'), \
                        explainer.section(provider.title(self)):
                    explainer.line('Using configuration "%s"' % config.path)
                    options = self._levels(provider, config.default_hierarchy,
                                           'lookup_options', merging.HashMerge(), explainer,
                                           None)
            except NotFound:
                options = {}
            self.options[key] = self._validate_options(options, module)
        return self.options[key]

    def _v3_strategy(self, provider, strategy):
        """hiera_hash() over a Hiera 3 global config merges as its :merge_behavior:
        says (Puppet: deep -> reverse_deep, deeper -> deep)."""
        if not self.hiera_call or provider.place != 'Global' or \
                not isinstance(strategy, merging.HashMerge):
            return strategy
        config = provider.config(self)
        if config is None or config.version != 3 or \
                config.merge_behavior not in ('deep', 'deeper'):
            return strategy
        options = dict(config.deep_merge_options)
        options['strategy'] = 'reverse_deep' if config.merge_behavior == 'deep' else 'deep'
        return merging.strategy(options)

    def _provider_lookup(self, provider, root, strategy, explainer, trace=None):
        if provider is None:
            raise NotFound(root)
        if provider.missing is not None:
            explainer.event(provider.missing)
            raise NotFound(root)
        config = provider.config(self)
        if not explainer:       # nothing to say: no title, no sections
            if config is None:
                raise NotFound(root)
            return self._levels(provider, config.hierarchy, root, strategy, explainer, trace)
        with explainer.section(provider.title(self)):
            if config is None:
                explainer.line('No such key: "%s"' % self._reported_key(root))
                raise NotFound(root)
            explainer.line('Using configuration "%s"' % config.path)
            return self._levels(provider, config.hierarchy, root, strategy, explainer, trace)

    def _reported_key(self, root):
        """The key a layer reports not having: the whole dotted key being looked
        up (a hierarchy entry reports the root key)."""
        segments = self.dig_segments(root)
        return '.'.join(segments)

    # -- backends of modules (data/backends.py) --------------------------------------------
    def function_context(self, level, location):
        key = (level, location)
        context = self._contexts.get(key)
        if context is None:
            context = self._contexts[key] = backends.FunctionContext()
        return context

    def context_number(self, function_context):
        """A number naming a backend's FunctionContext for the session (the Ruby
        helper keeps the cache of a Ruby backend under it)."""
        for number, (key, context) in enumerate(self._contexts.items()):
            if context is function_context:
                return number
        return -1

    def dig_segments(self, root):
        """The dotted key a data_dig function gets: the one being looked up (the
        lookup_options search of its module asks for 'lookup_options' alone)."""
        segments = self._segments
        return segments if segments and segments[0] == root else [root]

    def call_backend(self, level, args):
        if self.call_function is None:
            raise DataError("hierarchy entry '%s' of %s: %s function '%s' cannot be called "
                            "here" % (level.name, level.config.path, level.kind,
                                      level.function), file_span(level.config.path))
        return self.call_function(self, level, args)

    def _decryptor(self, level, provider):
        key = id(level)
        if key not in self.decryptors:
            from .eyaml import Decryptor
            if provider.module is not None:     # a module's keys stay in it, as its data
                for option in ('pkcs7_private_key', 'pkcs7_public_key'):
                    name = (level.options or {}).get(option)
                    if isinstance(name, str) and not resolves_inside(
                            name, [os.path.dirname(provider.config_path)] + self.allow_read):
                        raise DataError(
                            "hierarchy level '%s' of %s: %s '%s' is outside module '%s'; "
                            "allow its directory with --allow-read DIR" % (
                                level.name, provider.config_path, option, name,
                                provider.module), file_span(provider.config_path))
            self.decryptors[key] = Decryptor(level.options, level.config.path)
        return self.decryptors[key]

    # -- interpolation --------------------------------------------------------------------
    def interpolate_found(self, value, key, explainer):
        if not _has_interpolation(value):
            return value
        return self.interpolator.value(value, explainer)

    def _check(self, name):
        if name in self.stack:
            raise DataError('Recursive lookup detected in [%s]' % ', '.join(self.stack))

    def _interpolated_lookup(self, key, explainer):
        try:
            return self.lookup_key(key, None, explainer or NO_EXPLAIN)
        except NotFound:
            return ''     # Puppet looks it up with the default ''

    def _variable(self, name):
        value = self.variable(name)
        reads = self._reads
        if reads is not None and name not in FIXED_VARIABLES:
            reads.append((name, value))     # a level's paths are being interpolated
        return value


# Variables a compile cannot change: what a path's interpolation read of them
# is not checked again.
FIXED_VARIABLES = frozenset(['facts', '::facts', 'trusted', '::trusted', 'server_facts',
                             '::server_facts'])


def _has_interpolation(value):
    if isinstance(value, str):
        return '%{' in value
    if isinstance(value, list):
        return any(_has_interpolation(v) for v in value)
    if isinstance(value, dict):
        return any(_has_interpolation(k) or _has_interpolation(v) for k, v in value.items())
    return False


def new_explainer():
    return Explainer()
