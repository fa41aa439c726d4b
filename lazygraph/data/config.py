"""hiera.yaml: versions 5 (every layer) and 3 (global layer only), as Puppet 7 reads them.

A Config lists hierarchy Levels. A level knows its backend (data_hash,
lookup_key or data_dig function), its datadir and how to expand its
locations (path, paths, glob, globs, mapped_paths, uri, uris) once the
interpolation of a scope is available.
"""
import os
import weakref

from .errors import DataError, file_span
from .files import load_yaml

DATA_HASH = ('yaml_data', 'json_data', 'hocon_data')
LOOKUP_KEY = ('eyaml_lookup_key',)
LOCATION_KEYS = ('path', 'paths', 'glob', 'globs', 'uri', 'uris', 'mapped_paths')
FUNCTION_KEYS = ('data_hash', 'lookup_key', 'data_dig', 'hiera3_backend')
ENTRY_KEYS = ('name', 'datadir', 'options') + LOCATION_KEYS + FUNCTION_KEYS
DEFAULT_HIERARCHY = [{'name': 'Common', 'path': 'common.yaml'}]
_KEPT_PATHS = 1024     # a level's normalized paths kept at most (Level._path)


class Level:
    """One hierarchy entry."""
    __slots__ = ('name', 'kind', 'function', 'datadir', 'options', 'location_kind',
                 'locations', '_config', 'suffix', 'custom', '_names_interpolated', '_paths')

    def __init__(self, config, name, kind, function, datadir, options, location_kind,
                 locations):
        # The config holds its levels (Config.hierarchy): a weak way back.
        self._config = weakref.ref(config)
        self.name, self.kind, self.function = name, kind, function
        self.datadir, self.options = datadir, options
        self.location_kind, self.locations = location_kind, locations
        self.suffix = ''    # Hiera 3: the backend's extension, added to each entry
        self.custom = False  # a function of a module, not one of lazygraph's built-ins
        # names (frozenset) -> whether a location or the datadir interpolates one:
        # the level is the worker's (a Config per hiera.yaml content), asked for
        # the same names by every class's parameter lookup of every compile.
        self._names_interpolated = {}
        self._paths = {}    # (datadir, interpolated location) -> its path (_path)

    @property
    def config(self):
        return self._config()

    def interpolates_any(self, names):
        """Whether a location or the datadir may interpolate one of ``names`` (a
        frozenset of variable names): text that names one of them inside a %{}."""
        interpolates = self._names_interpolated.get(names)
        if interpolates is None:
            interpolates = self._names_interpolated[names] = any(
                '%{' in text and any(name in text for name in names)
                for text in list(self.locations or ()) + [self.datadir])
        return interpolates

    def expand(self, interpolate, variable, first=()):
        """[(original, absolute path or uri)] of this level for one scope; ``first``:
        hierarchy entries searched before the level's own (Hiera 3's override)."""
        kind, found = self.location_kind, []
        if kind is None:
            return [(None, None)]
        if kind in ('uri', 'uris'):
            return [(u, interpolate(u)) for u in self.locations]
        if kind == 'mapped_paths':
            var, key, template = self.locations
            values = variable(var)
            items = values.items() if isinstance(values, dict) else \
                values if isinstance(values, list) else [] if values is None else [values]
            for item in items:
                path = interpolate(template, {key: list(item) if isinstance(values, dict)
                                              else item})
                found.append((template, os.path.join(self.datadir, path)))
            return found
        datadir = interpolate(self.datadir) if '%{' in self.datadir else self.datadir
        for original in list(first) + self.locations:
            if kind in ('glob', 'globs'):
                # Puppet names the whole pattern as each match's original path.
                path = os.path.join(datadir, interpolate(original) + self.suffix)
                found.extend((path, p) for p in ruby_glob(path))
            else:
                found.append((original, self._path(datadir, interpolate(original))))
        return found

    def _path(self, datadir, location):
        """The normalized path of an interpolated location: kept, as every compile
        of a worker asks for the same few (the level is the worker's)."""
        key = (datadir, location)
        path = self._paths.get(key)
        if path is None:
            if len(self._paths) >= _KEPT_PATHS:     # a path per node (%{trusted.certname})
                self._paths.clear()                 # must not grow with the fleet
            path = self._paths[key] = os.path.normpath(
                os.path.join(datadir, location + self.suffix))
        return path


def ruby_glob(pattern):
    """Ruby's Dir.glob as Hiera's Pathname.glob runs it: {a,b} alternatives in
    their order, each one's matches sorted, ** across directories, directories
    left out (Python's glob has no braces and takes ** as *)."""
    import glob as globbing     # (a hierarchy with glob/globs: few have one)
    found = []
    for alternative in _braces(pattern):
        found.extend(p for p in sorted(globbing.glob(alternative, recursive=True))
                     if not os.path.isdir(p))
    return found


def _braces(pattern):
    """The patterns a {a,b} group stands for, nested groups too, in order; an
    unbalanced brace is a character (as in Ruby)."""
    depth, start, commas, i = 0, None, [], 0
    while i < len(pattern):
        c = pattern[i]
        if c == '\\':
            i += 2
            continue
        if c == '{':
            if depth == 0:
                start, commas = i, []
            depth += 1
        elif c == ',' and depth == 1:
            commas.append(i)
        elif c == '}' and depth:
            depth -= 1
            if depth == 0:
                cuts = [start] + commas + [i]
                head, tail = pattern[:start], pattern[i + 1:]
                return [result for a, b in zip(cuts, cuts[1:])
                        for result in _braces(head + pattern[a + 1:b] + tail)]
        i += 1
    return [pattern]


class Config:
    """A parsed hiera.yaml. ``layer``: 'global', 'environment' or 'module'."""

    def __init__(self, path, layer, version, hierarchy, default_hierarchy=(),
                 merge_behavior=None):
        self.path, self.layer, self.version = path, layer, version
        self.hierarchy, self.default_hierarchy = hierarchy, list(default_hierarchy)
        self.merge_behavior = merge_behavior   # hiera 3's deep merge for hiera_hash
        self.deep_merge_options = {}


def load_config(path, layer, file_cache=None):
    """The Config of a hiera.yaml file (it must exist); file_cache: a DataFileCache
    (the Config made once per content of the file, and shared: never changed but for
    the memo of which variables a level interpolates, Level.interpolates_any)."""
    if file_cache is not None:
        return file_cache.config(path, layer, lambda data, lines: _config(path, layer, data,
                                                                         lines))
    data, lines = load_yaml(path)
    return _config(path, layer, data, lines)


def _config(path, layer, data, lines):
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise DataError('%s: hiera.yaml must contain a Hash' % path, file_span(path))
    version = data.get('version', data.get(':version'))
    if version is None or version == 3:
        # Hiera 3: read in the global layer; Puppet 7 ignores it (with a warning)
        # at an environment's or a module's root.
        return _load_v3(path, data) if layer == 'global' else None
    if version == 4 and layer == 'global':
        raise DataError('hiera.yaml version 4 cannot be used in the global layer (file: %s)'
                        % path, _span(path, lines, 'version'))
    if version != 5:
        raise DataError('This runtime does not support hiera.yaml version %s (file: %s); '
                        'lazygraph reads version 5 (and 3 in the global layer)' % (
                            version, path), _span(path, lines, 'version'))
    return _load_v5(path, layer, data, lines)


def _span(path, lines, key):
    line = lines.get(key)
    if line is None:
        return file_span(path)
    text = open(path, encoding='utf-8', errors='replace').read()
    offset = sum(len(x) for x in text.splitlines(True)[:line - 1])
    return file_span(path, text, offset)


def _load_v5(path, layer, data, lines):
    root = os.path.dirname(os.path.abspath(path))
    for key in data:
        if key not in ('version', 'defaults', 'hierarchy', 'default_hierarchy'):
            raise DataError("%s: unknown hiera.yaml key '%s'" % (path, key),
                            _span(path, lines, key))
    if 'default_hierarchy' in data and layer != 'module':
        raise DataError("%s: 'default_hierarchy' is only allowed in the module layer" % path,
                        _span(path, lines, 'default_hierarchy'))
    # No 'defaults' at all: Puppet's (datadir data, data_hash yaml_data).
    defaults = data['defaults'] if 'defaults' in data else \
        {'datadir': 'data', 'data_hash': 'yaml_data'}
    if not isinstance(defaults, dict):
        raise DataError("%s: 'defaults' must be a Hash" % path, _span(path, lines, 'defaults'))
    for key in defaults:
        if key not in ('datadir', 'options') + FUNCTION_KEYS:
            raise DataError("%s: 'defaults' may not contain '%s'" % (path, key),
                            _span(path, lines, 'defaults'))
    config = Config(path, layer, 5, [])
    hierarchy = data.get('hierarchy', DEFAULT_HIERARCHY if 'hierarchy' not in data else None)
    config.hierarchy = _levels(config, root, hierarchy, defaults, path, lines, 'hierarchy')
    if 'default_hierarchy' in data:
        config.default_hierarchy = _levels(config, root, data['default_hierarchy'], defaults,
                                           path, lines, 'default_hierarchy')
    return config


def _levels(config, root, entries, defaults, path, lines, what):
    if entries is None:
        entries = []
    if not isinstance(entries, list):
        raise DataError("%s: '%s' must be an Array" % (path, what), _span(path, lines, what))
    levels, names = [], set()
    for entry in entries:
        if not isinstance(entry, dict) or not isinstance(entry.get('name'), str):
            raise DataError("%s: each %s entry must be a Hash with a 'name'" % (path, what),
                            _span(path, lines, what))
        name = entry['name']
        if name in names:
            raise DataError("%s: hierarchy name '%s' defined more than once" % (path, name),
                            _span(path, lines, what))
        names.add(name)
        for key in entry:
            if key not in ENTRY_KEYS:
                raise DataError("%s: hierarchy entry '%s' has unknown key '%s'" % (
                    path, name, key), _span(path, lines, what))
        for key, kind in (('datadir', str), ('options', dict)) + tuple(
                (k, str) for k in FUNCTION_KEYS):
            for where, holder in (('hierarchy', entry), ('defaults', defaults)):
                if key in holder and not isinstance(holder[key], kind):
                    raise DataError("The Lookup Configuration at '%s' has wrong type, %s entry "
                                    "'%s' expects %s value" % (
                                        path, where, key, 'a String' if kind is str
                                        else 'a Hash'), _span(path, lines, where))
        functions = [k for k in FUNCTION_KEYS if k in entry]
        if len(functions) > 1:
            raise DataError("Only one of data_hash, lookup_key, data_dig, or hiera3_backend can "
                            "be defined in hierarchy '%s' (file: %s)" % (name, path),
                            _span(path, lines, what))
        source = entry if functions else defaults
        kinds = [k for k in FUNCTION_KEYS if k in source]
        if not kinds:
            raise DataError("One of data_hash, lookup_key, data_dig, or hiera3_backend must be "
                            "defined in hierarchy '%s' (file: %s)" % (name, path),
                            _span(path, lines, what))
        kind = kinds[0]
        function = source[kind]
        if kind == 'hiera3_backend':
            raise DataError("hierarchy '%s' uses hiera3_backend '%s' (file: %s): Hiera 3 "
                            "backends are Ruby, which lazygraph does not run; write the "
                            "backend as a data_hash or lookup_key function in the Puppet "
                            "language" % (name, function, path), _span(path, lines, what))
        # Any other function name is a backend of a module (or the environment),
        # found and called when a lookup reaches the entry (data/backends.py).
        custom = function not in (DATA_HASH if kind == 'data_hash' else
                                  LOOKUP_KEY if kind == 'lookup_key' else ())
        locations = [k for k in LOCATION_KEYS if k in entry]
        if len(locations) > 1:
            raise DataError("Only one of path, paths, glob, globs, uri, uris, or mapped_paths can "
                            "be defined in hierarchy '%s' (file: %s)" % (name, path),
                            _span(path, lines, what))
        location_kind = locations[0] if locations else None
        options = dict(defaults.get('options') or {}) if 'options' not in entry else \
            dict(entry.get('options') or {})
        # The built-in functions take exactly {path => ...}; a module's takes
        # anything, a uri, or no location at all.
        if not custom and (location_kind in (None, 'uri', 'uris') or
                           (kind == 'data_hash' and options)):
            raise DataError("'%s' one of 'path', 'paths' 'glob', 'globs' or 'mapped_paths' "
                            "must be declared in hiera.yaml when using this data_hash function"
                            " (hierarchy '%s', file: %s)" % (function, name, path),
                            _span(path, lines, what))
        values = None
        if location_kind is not None:
            values = entry[location_kind]
            if location_kind in ('path', 'glob', 'uri'):
                values = [values]
            if location_kind == 'mapped_paths' and (not isinstance(values, list) or
                                                    len(values) != 3):
                raise DataError("%s: hierarchy entry '%s': mapped_paths must be an Array of "
                                "three Strings" % (path, name), _span(path, lines, what))
            if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
                raise DataError("%s: hierarchy entry '%s': %s must be %s" % (
                    path, name, location_kind, 'a String' if location_kind in
                    ('path', 'glob', 'uri') else 'an Array of Strings'),
                    _span(path, lines, what))
        datadir = entry.get('datadir', defaults.get('datadir', 'data'))
        for reserved in ('path', 'uri'):
            if reserved in options:
                raise DataError("Option key '%s' used in hierarchy '%s' is reserved by Puppet "
                                "(file: %s)" % (reserved, name, path), _span(path, lines, what))
        level = Level(config, name, kind, function, os.path.join(root, datadir),
                      options, location_kind, values)
        level.custom = custom
        levels.append(level)
    return levels


def _load_v3(path, data):
    """Hiera 3: backends x hierarchy, symbol keys (:backends:, :yaml: {:datadir:})."""
    def get(key, default=None):
        return data.get(':' + key, data.get(key, default))
    backends = get('backends', ['yaml'])
    if isinstance(backends, str):
        backends = [backends]
    hierarchy = get('hierarchy', ['common'])
    if isinstance(hierarchy, str):
        hierarchy = [hierarchy]
    behavior = get('merge_behavior', 'native')
    config = Config(path, 'global', 3, [], merge_behavior=str(behavior).lstrip(':'))
    config.deep_merge_options = {str(k).lstrip(':'): v for k, v in
                                 (get('deep_merge_options', {}) or {}).items()}
    for backend in backends:
        backend = str(backend).lstrip(':')
        if backend not in ('yaml', 'json'):
            raise DataError("%s: Hiera 3 backend '%s' is not available in lazygraph (yaml, "
                            "json)" % (path, backend), file_span(path))
        settings = get(backend, {}) or {}
        datadir = settings.get(':datadir', settings.get('datadir',
                                                        '/etc/puppetlabs/code/environments/'
                                                        '%{environment}/hieradata'))
        # One level per backend, its paths the hierarchy (Puppet's V3 provider);
        # a relative datadir is relative to the working directory.
        level = Level(config, backend, 'data_hash', backend + '_data', datadir, {}, 'paths',
                      [str(entry) for entry in hierarchy])
        level.suffix = '.' + backend
        config.hierarchy.append(level)
    return config
