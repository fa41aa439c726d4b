"""Merge strategies of lookup: first, unique, hash, deep (Puppet's MergeStrategy
and the deep_merge gem it uses).

Values are merged in priority order: ``merge(higher, lower)``; for ``hash`` and
``deep`` the lower priority value's keys come first (Ruby's ``lower.merge(higher)``).
"""
from ..values.core import equal
from .errors import DataError

DEEP_OPTIONS = ('strategy', 'knockout_prefix', 'merge_debug', 'merge_hash_arrays',
                'sort_merged_arrays')


class Strategy:
    name = 'first'
    allowed = ('strategy',)

    def __init__(self, options=None):
        self.options = dict(options or {})
        for key in self.options:
            if self.allowed is not None and key not in self.allowed:
                raise DataError("Merge strategy '%s' does not accept option '%s'" % (
                    self.name, key))

    def describe(self):
        if not {k: v for k, v in self.options.items() if k != 'strategy'}:
            return _Plain(self.name)
        return dict({'strategy': self.name}, **{k: v for k, v in self.options.items()
                                                if k != 'strategy'})

    def is_first(self):
        return True

    def convert(self, value):
        return value

    def single(self, value):
        return value

    def merge(self, higher, lower):
        return higher


class Unique(Strategy):
    name = 'unique'

    def is_first(self):
        return False

    def convert(self, value):
        # Puppet 7 lets a Hash through as one element.
        return _flatten(value) if isinstance(value, list) else [value]

    def single(self, value):
        return _unique(self.convert(value))

    def merge(self, higher, lower):
        return _unique(self.convert(higher) + self.convert(lower))


class HashMerge(Strategy):
    name = 'hash'

    def is_first(self):
        return False

    def merge(self, higher, lower):
        for which, value in (('first', higher), ('second', lower)):
            if not isinstance(value, dict):
                raise DataError('The %s element of the merge has wrong type, expects a Hash '
                                'value, got %s' % (which, _type(value)))
        merged = dict(lower)
        merged.update(higher)
        return merged


class DeepMerge(Strategy):
    name = 'deep'
    allowed = DEEP_OPTIONS

    def is_first(self):
        return False

    def merge(self, higher, lower):
        prefix = self.options.get('knockout_prefix')
        if prefix == '':
            raise DataError('knockout_prefix cannot be an empty string in deep_merge!')
        return deep_merge(_copy(higher), _copy(lower), prefix,
                          bool(self.options.get('merge_hash_arrays')),
                          bool(self.options.get('sort_merged_arrays')))


class _Plain(str):
    """A strategy name the explanation shows unquoted, as Puppet does."""


class ReverseDeepMerge(DeepMerge):
    """Hiera 3's :merge_behavior: deep -- lower priority values win."""
    name = 'reverse_deep'
    allowed = None

    def merge(self, higher, lower):
        return DeepMerge.merge(self, lower, higher)


STRATEGIES = {cls.name: cls for cls in (Strategy, Unique, HashMerge, DeepMerge,
                                        ReverseDeepMerge)}


def strategy(merge):
    """The strategy a ``merge`` argument or lookup_options 'merge' names."""
    if merge is None or isinstance(merge, Strategy):
        return merge or Strategy()
    if isinstance(merge, str):
        name, options = merge, {}
    elif isinstance(merge, dict):
        name, options = merge.get('strategy'), merge
    else:
        raise DataError('merge must be a String or a Hash, got %s' % _type(merge))
    if name not in STRATEGIES and name != 'default':
        raise DataError("Unknown merge strategy: '%s'" % name)
    return STRATEGIES.get(name, Strategy)(options)


def deep_merge(source, dest, prefix, merge_hash_arrays, sort_arrays):
    """deep_merge!(source, dest): ``source`` (higher priority) into ``dest``."""
    if source is None:
        return dest
    if dest is None or dest is False:
        return source
    if isinstance(source, dict):
        if not isinstance(dest, dict):
            return _overwrite(source, dest, prefix)
        for key, value in source.items():
            current = dest.get(key)
            if current is not None and current is not False:
                dest[key] = deep_merge(value, current, prefix, merge_hash_arrays, sort_arrays)
            else:
                dest[key] = deep_merge(value, _copy(value), prefix, merge_hash_arrays,
                                       sort_arrays)
        return dest
    if isinstance(source, list):
        source = list(source)
        if prefix is not None and prefix in source:
            dest = [] if isinstance(dest, (list, dict, str)) else None
            if isinstance(dest, list):
                pass
            source = [x for x in source if x != prefix]
        if isinstance(dest, list):
            if prefix is not None:
                kept = []
                for item in source:
                    if isinstance(item, str) and item.startswith(prefix):
                        stripped = item[len(prefix):]
                        dest = [d for d in dest if not (equal(d, stripped) or equal(d, item))]
                    else:
                        kept.append(item)
                source = kept
            if merge_hash_arrays and all(isinstance(i, dict) for i in source) and \
                    all(isinstance(i, dict) for i in dest):
                merged = [deep_merge(source[i] if i < len(source) else {}, d, prefix,
                                     merge_hash_arrays, sort_arrays)
                          for i, d in enumerate(dest)]
                dest = merged + source[len(dest):]
            else:
                dest = _unique(dest + source)
            if sort_arrays:
                dest = _sorted(dest)
            return dest
        return _overwrite(source, dest, prefix)
    return _overwrite(source, dest, prefix)


def _overwrite(source, dest, prefix):
    if prefix is not None:
        if isinstance(source, str):
            return '' if source.startswith(prefix) else source
        if isinstance(source, list):
            kept = [x for x in source if not (isinstance(x, str) and x.startswith(prefix))]
            return kept
    return source


def _sorted(values):
    try:
        return sorted(values)
    except TypeError:
        raise DataError('sort_merged_arrays: cannot sort values of different types')


def _copy(value):
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _flatten(values):
    out = []
    for v in values:
        out.extend(_flatten(v) if isinstance(v, list) else [v])
    return out


def _unique(values):
    out = []
    for v in values:
        if not any(equal(v, o) and type(v) is type(o) for o in out):
            out.append(v)
    return out


def _type(value):
    from ..values.core import type_name
    return type_name(value)
