"""A Hiera session's search of one layer's hierarchy: its levels, each level's
locations (interpolated for the scope), the data files there and the value of
a key in them -- explained (`--explain`) or quietly, as a compile looks up.
Session (lookup.py) is a HierarchySearch."""
import os

from ..paths import file_status, resolves_inside, unsafe_path
from . import backends
from .errors import DataError, NotFound, file_span
from .explain import NO_EXPLAIN
from .files import data_hash_file, fresh, load_hocon, load_json, load_yaml
from .interpolation import dig, split_key

LOADERS = {'yaml_data': load_yaml, 'json_data': load_json, 'hocon_data': load_hocon,
           'eyaml_lookup_key': load_yaml}
MISSING = object()    # no value there: what the quiet searches return instead of raising


class Found:
    """Where a value came from: for `get --explain` (key, file, line, level)."""
    __slots__ = ('key', 'value', 'path', 'line', 'level', 'layer', 'span')

    def __init__(self, key, value, path=None, line=None, level=None, layer=None, span=None):
        self.key, self.value, self.path, self.line = key, value, path, line
        self.level, self.layer, self.span = level, layer, span

    def describe(self):
        where = '' if self.span is not None else ' in %s' % (self.path or '?')
        return 'from Hiera: key "%s"%s, %s layer, hierarchy level "%s"' % (
            self.key, where, self.layer, self.level)


class FirstFound:
    """One session's quiet first-found search of a layer's levels, indexed: the
    locations read so far, in the search's order, and for each key of their
    data files the first that has it. A lookup reads further locations only
    when no location read has its key (the search without the index would read
    those same locations, in the same order, to reach it)."""
    __slots__ = ('levels', 'locations', 'expanded', 'read', 'first', 'reads')

    def __init__(self, levels):
        self.levels = levels      # kept: sessions key the index by their id
        self.locations = []       # [(level, path)] of the levels expanded so far
        self.expanded = 0         # levels whose locations are listed
        self.read = 0             # locations whose data file (or none) is indexed
        self.first = {}           # key -> (level, path, data file): the first having it
        self.reads = []           # (variable, value) the listed locations' paths read

    def add(self, level, path, data):
        first = self.first
        for key in data.data:
            if key not in first:
                first[key] = (level, path, data)


class HierarchySearch:
    """The hierarchy half of Session: what a layer's levels hold for a key."""

    def _levels(self, provider, levels, root, strategy, explainer, trace):
        if not levels:
            explainer.line('No such key: "%s"' % self._reported_key(root))
            raise NotFound(root)
        if not explainer:
            if strategy.is_first():
                value = self._first_found(provider, levels, root, trace)
                if value is MISSING:
                    raise NotFound(root)
                return value
            return self._merged_quietly(provider, levels, root, strategy, trace)
        return self._merged(levels, root, strategy, explainer, lambda level: self._level(
            provider, level, root, strategy, explainer, trace))

    def _level(self, provider, level, root, strategy, explainer, trace):
        with explainer.section('Hierarchy entry "%s"' % level.name):
            return self._merged(self._locations(level), root, strategy, explainer,
                                lambda location: self._location(
                                    provider, level, location[0], location[1], root,
                                    explainer, trace))

    def _locations(self, level):
        """A level's paths; computed once for the top scope (automatic parameter
        lookup), per call for a lookup() whose scope may have its own variables."""
        if not self.hiera_override:
            # The usual case, quickly: the top scope's paths, found before (while
            # the variables they read hold what they held).
            found = self._kept_locations(level)
            if found is not None:
                variable = self.variable
                if variable is self._top_variable:
                    return found
                own = getattr(variable, 'paths_as_top', None)
                if own is not None and not level.interpolates_any(own):
                    return found
        hiera3 = level.config.version == 3
        # A class's parameter lookup sees a few variables of its own; its paths are
        # the top scope's unless they name one of those.
        own = getattr(self.variable, 'paths_as_top', None)
        top = self.variable is self._top_variable or own is not None and \
            not level.interpolates_any(own)
        shared = top and not (hiera3 and self.hiera_override)
        found = self._kept_locations(level) if shared else None
        if found is None:
            # the variables the paths read, with their values (Puppet interpolates
            # a path at each lookup: a top-scope $role assigned after a first
            # lookup changes the paths of the next ones)
            outer_reads, reads = self._reads, []
            self._reads = reads
            calling = getattr(self.variable, 'calling', None) if hiera3 else None
            known = calling() if calling is not None else \
                dict.fromkeys(('calling_class', 'calling_class_path', 'calling_module'), '') \
                if hiera3 else None

            # Top-scope paths: each text interpolated once a session (modules'
            # hiera.yaml files repeat the same 'os/%{facts.os.family}.yaml').
            memo = self._top_paths if shared and not hiera3 else None
            uri = level.location_kind in ('uri', 'uris')    # not checked as a path

            def interpolate(text, extra=None):
                if memo is not None and extra is None:
                    known_path = memo.get((text, uri))
                    if known_path is not None and self.still_read(known_path[1]):
                        reads.extend(known_path[1])
                        return known_path[0]
                    start = len(reads)
                    path = self._path_part(level, text, None)
                    memo[(text, uri)] = (path, tuple(reads[start:]))
                    return path
                return self._path_part(level, text, dict(known, **(extra or {})) if known
                                       else extra)
            try:
                found = level.expand(interpolate, self._dotted_variable,
                                     self.hiera_override if hiera3 else ())
            finally:
                self._reads = outer_reads
            if level.location_kind in ('glob', 'globs', 'mapped_paths'):
                # Files a new one could join: the level's data directory as a pattern.
                self.probes.add(os.path.join(level.datadir, '**'))
            if shared:
                self._expanded[level] = (found, tuple(reads))
        return found

    def _kept_locations(self, level):
        """The top scope's paths of ``level`` found before, while the variables
        they read hold what they held; else None."""
        expanded = self._expanded.get(level)
        return expanded[0] if expanded is not None and self.still_read(expanded[1]) else None

    def still_read(self, reads):
        """Whether each variable of ``reads`` ((name, value) pairs a path's
        interpolation read) still holds that value."""
        variable = self.variable
        for name, value in reads:
            now = variable(name)
            if now is not value and (type(now) is not type(value) or now != value):
                return False
        return True

    def _path_part(self, level, text, extra):
        """A location with its variables interpolated. A value (a fact, say) may
        not make it absolute or add a '..' segment: data paths that a node's
        facts could point anywhere would read any file (Puppet would)."""
        result = self.interpolator.string(text, NO_EXPLAIN, allow_methods=False, extra=extra)
        if level.location_kind not in ('uri', 'uris') and unsafe_path(result) and \
                not unsafe_path(text):
            raise DataError("hierarchy level '%s' of %s: interpolating '%s' gives '%s', a path "
                            "that leaves the data directory" % (
                                level.name, level.config.path, text, result),
                            file_span(level.config.path))
        return result

    def _dotted_variable(self, name):
        segments = split_key(name)
        return dig(self._variable(segments[0]), segments[1:])

    def is_file(self, path):
        exists = self._exists.get(path)
        if exists is None:
            self.probes.add(path)
            status = file_status(path)      # one lstat: a file, and whether a link
            exists = self._exists[path] = status is not None
            if exists:
                self._links[path] = status[1]
        return exists

    def _first_found(self, provider, levels, root, trace):
        """_levels for the first-found strategy when nothing is explained (most
        lookups): the same search, levels then locations in order, without the
        explanation's sections and an exception per place without the key (nor
        at the end: MISSING)."""
        search = self._indexed_search(levels)
        if search is not None:
            found = self._first_indexed(search, provider, root)
            return MISSING if found is None else \
                self._found(provider, found[0], found[1], found[2], root, NO_EXPLAIN, trace)
        for level in levels:
            for original, path in self._locations(level):
                value = self._quiet_location(provider, level, original, path, root, trace)
                if value is not MISSING:
                    return value
        return MISSING

    def _indexed_search(self, levels):
        """The FirstFound index of ``levels`` for the scope looking up (one per
        session for the top scope's paths, which a class's parameter lookup
        shares when its own variables are in no path), or None: a custom
        backend, paths of the scope's own, or hiera()'s override."""
        if self.hiera_override:
            return None
        variable = self.variable
        own = None if variable is self._top_variable else \
            getattr(variable, 'paths_as_top', None)
        if own is None and variable is not self._top_variable:
            return None
        key = (id(levels), own)
        search = self._searches.get(key, MISSING)
        if search is MISSING:
            if any(level.custom for level in levels) or own is not None and \
                    any(level.interpolates_any(own) for level in levels):
                search = None
            else:
                search = self._searches.get((id(levels), None)) or FirstFound(levels)
                self._searches[(id(levels), None)] = search
            self._searches[key] = search
        elif search is not None and search.reads and not self.still_read(search.reads):
            # a variable its paths read has changed since: their locations too
            search = self._searches[(id(levels), None)] = self._searches[key] = \
                FirstFound(levels)
        return search

    def _first_indexed(self, search, provider, root):
        """(level, path, data file) of the first location with ``root``, or None:
        the locations are read in the search's order, as far as needed, once a
        session (a level's paths interpolated, a file located, only when no
        location before it has the key: an error is where the search meets it)."""
        found = search.first.get(root)
        while found is None:
            if search.read == len(search.locations):
                if search.expanded == len(search.levels):
                    return None
                level = search.levels[search.expanded]
                search.locations.extend((level, path) for _, path in self._locations(level))
                search.reads.extend(self._expanded[level][1])   # (shared: kept there)
                search.expanded += 1
                continue
            level, path = search.locations[search.read]
            data = self._located_data(provider, level, path)
            search.read += 1
            if data is not MISSING:
                search.add(level, path, data)
                found = search.first.get(root)
        return found

    def _merged_quietly(self, provider, levels, root, strategy, trace):
        """_levels for a merge when nothing is explained: _merged over each level's
        locations, then over the levels, as _merged does it."""
        memo, found_any = None, False
        for level in levels:
            level_memo, level_found = None, False
            for original, path in self._locations(level):
                value = self._quiet_location(provider, level, original, path, root, trace)
                if value is MISSING:
                    continue
                level_memo = strategy.merge(level_memo, value) if level_found else \
                    strategy.convert(value)
                level_found = True
            if level_found:
                memo = strategy.merge(memo, level_memo) if found_any else \
                    strategy.convert(level_memo)
                found_any = True
        if not found_any:
            raise NotFound(root)
        return memo

    def _quiet_location(self, provider, level, original, path, root, trace):
        """_location without an explanation: the value, or MISSING."""
        if level.custom:
            try:
                return backends.search(self, provider, level, original, path, root,
                                       NO_EXPLAIN, trace)
            except NotFound:
                return MISSING
        data = self._located_data(provider, level, path)
        if data is MISSING or root not in data.data:
            return MISSING
        return self._found(provider, level, path, data, root, NO_EXPLAIN, trace)

    def _located_data(self, provider, level, path):
        """The data file at a (non-custom) level's location, or MISSING; found
        once a session."""
        key = (level, path)
        data = self._located.get(key)
        if data is None:
            data = self._located[key] = self._data_at(provider, level, path)
        return data

    def _data_at(self, provider, level, path):
        """The data file at a level's location, or MISSING: looked for, confined
        and read once a session (an error is raised again at the next search)."""
        if not self.is_file(path):
            return MISSING
        self._confine(provider, level, path)
        return self._data_file(path, level, provider)

    def _location(self, provider, level, original, path, root, explainer, trace):
        if level.custom:
            return backends.search(self, provider, level, original, path, root, explainer,
                                   trace)
        with explainer.section('Path "%s"' % path):
            explainer.line('Original path: "%s"' % original)
            if not self.is_file(path):
                explainer.line('Path not found')
                raise NotFound(root)
            self._confine(provider, level, path)
            data = self._data_file(path, level, provider)
            if root not in data.data:
                explainer.line('No such key: "%s"' % root)
                raise NotFound(root)
            return self._found(provider, level, path, data, root, explainer, trace)

    def _found(self, provider, level, path, data, root, explainer, trace):
        """The value of ``root`` in the data file ``data`` (it has the key)."""
        raw = data.data[root]
        if data.shared:
            raw = fresh(raw)        # the worker's parsed file stays as it was read
        if level.kind == 'lookup_key':
            raw = self._decryptor(level, provider).decrypt_value(raw, path)
        value = self.interpolate_found(raw, root, explainer)
        explainer.found(root, value)
        if trace is not None:
            trace.append(Found(root, value, path, data.line_of(root), level.name,
                               provider.place.lower(), data.span_of(root)))
        return value

    def _confine(self, provider, level, path):
        """A module's data stays inside the module (links and '..' resolved) or
        under an --allow-read directory: a module is code from elsewhere. The
        global and environment hiera.yaml are the administrator's own."""
        if provider.module is None or path in self._confined:
            return
        link = self._links.get(path)     # known when is_file() looked
        realpath = self._realpath if link is None else \
            (lambda p: self._realpath(p, link if p == path else None))
        if resolves_inside(path, [os.path.dirname(provider.config_path)] + self.allow_read,
                           realpath):
            self._confined.add(path)    # links resolved once per file, not per lookup
            return
        raise DataError("hierarchy level '%s' of %s: data file '%s' resolves to '%s', "
                        "outside module '%s'; allow its directory with --allow-read DIR" % (
                            level.name, provider.config_path, path, os.path.realpath(path),
                            provider.module), file_span(provider.config_path))

    def _data_file(self, path, level, provider):
        data = self.files.get(path)
        if data is None:
            self.reads += 1
            data = data_hash_file(path, LOADERS[level.function], self.warn, self.file_cache)
            data.data = self.module_keys(provider.module, level, path, data.data)
            self.files[path] = data
        return data

    def module_keys(self, module, level, location, data):
        """A module's data without the keys outside its namespace (Puppet's warning)."""
        if module is None:
            return data
        prefix = module + '::'
        bad = [k for k in data if k != 'lookup_options' and not str(k).startswith(prefix)]
        if bad:
            self.warn("Module '%s': Value returned from data_hash function '%s'%s must use "
                      "keys qualified with the name of the module" % (
                          module, level.function, '' if location is None else
                          ", when using location '%s'," % location))
            data = {k: v for k, v in data.items() if k not in bad}
        return data

