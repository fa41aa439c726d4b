"""What the compiler needs to know of a resource type implemented in Ruby: its
attributes, key attributes (namevars), title patterns and whether it is
isomorphic -- enough to validate attribute names, to map ``name`` to the
namevar, to split a title into key attributes and to check uniqueness as
Puppet's catalog does (Puppet::Resource#parse_title, #uniqueness_key,
Puppet::Resource::Catalog#create_resource_aliases).
"""
import json
import os
import re
from collections.abc import Mapping

_CORE_JSON = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                          'catalog', 'core_types.json')


_WHOLE_TITLE = ('(?s)(.*)', '(?ms)(.*)')
_PATH_TITLE = r'(?ms)^(/|.+:/|.*[^/])/*(?=\n?\Z)'     # file's: trailing slashes stripped


class TitlePattern:
    """One of a type's title patterns: ``pattern``, its text, and ``search``.
    The patterns a title is taken whole by (whole_title: parse_title searches
    them only for a file's title with a trailing slash or a newline) are
    compiled when first searched -- file's is 0.6 M instructions of every
    process declaring a file; any other when its type is made, so one Python
    cannot read is refused there."""
    __slots__ = ('pattern', '_compiled')

    def __init__(self, pattern):
        self.pattern = pattern
        self._compiled = None if pattern in _WHOLE_TITLE or pattern == _PATH_TITLE else \
            re.compile(pattern)

    def search(self, text):
        if self._compiled is None:
            self._compiled = re.compile(self.pattern)
        return self._compiled.search(text)


class ResourceType:
    __slots__ = ('name', 'params', 'properties', 'key_attributes', 'title_patterns',
                 'isomorphic', 'module', 'source', 'attributes', 'namevar', '_sorted_keys',
                 'needs_module', 'title_is_key', '_sets_key', 'whole_title', 'strips_slashes',
                 '_key_reads')

    def __init__(self, name, params, properties, key_attributes, title_patterns=None,
                 isomorphic=True, module=None, source=None, metaparams=(), implicit_name=True):
        self.name = name
        self.params = list(params)
        self.properties = list(properties)
        self.key_attributes = list(key_attributes) or (['name'] if implicit_name else [])
        if title_patterns is None:
            if len(self.key_attributes) == 1:
                title_patterns = [(r'(?s)(.*)', [self.key_attributes[0]])]
            else:
                title_patterns = []
        self.title_patterns = [(TitlePattern(p), list(attrs)) for p, attrs in title_patterns]
        self.isomorphic = isomorphic
        self.module = module          # the module that defines it (None: Puppet's core)
        self.source = source          # the file it was read from
        # Puppet::Type.validattr?: `name` is always valid (a generated type's
        # only when declared)
        self.attributes = frozenset(self.params) | frozenset(self.properties) | \
            frozenset(metaparams or METAPARAMS) | ({'name'} if implicit_name else set())
        # Puppet::Resource#namevar: the single key attribute, else `name`
        self.namevar = self.key_attributes[0] if len(self.key_attributes) == 1 else 'name'
        if not self.key_attributes:
            self.key_attributes = ['name']
        self._sorted_keys = sorted(self.key_attributes)
        self.needs_module = False     # known only when its module is on the modulepath
        # A title is its own uniqueness key: one key attribute, taken whole
        self.title_is_key = len(self.key_attributes) == 1 and len(self.title_patterns) == 1 \
            and self.title_patterns[0][0].pattern in ('(?s)(.*)', '(?ms)(.*)') \
            and self.title_patterns[0][1] == self.key_attributes
        # The attribute a title is given to whole by the one pattern, without a
        # regex (parse_title runs for every resource): any title for `(.*)`; for
        # file's pattern, one with no trailing slash or newline.
        self.whole_title = self.strips_slashes = None
        if len(self.title_patterns) == 1 and len(self.title_patterns[0][1]) == 1:
            pattern = self.title_patterns[0][0].pattern
            if pattern in _WHOLE_TITLE or pattern == _PATH_TITLE:
                self.whole_title = self.title_patterns[0][1][0]
                self.strips_slashes = pattern == _PATH_TITLE
        # what uniqueness_key reads of a resource: its key attributes, then `name`
        self._key_reads = self.key_attributes + ['name']
        self._sets_key = None

    @property
    def sets_key(self):
        """(words, pattern) of a resource body that may give it an alias or a
        stage (uniqueness.py): made when a skimmed body is first checked (a
        `get` checks none of most types it meets)."""
        if self._sets_key is None:
            words = ('alias', 'name', 'stage') + tuple(self.key_attributes)
            self._sets_key = (words, re.compile(r'\b(?:%s)\s*=>' % '|'.join(words)))
        return self._sets_key

    @classmethod
    def from_json(cls, name, info, metaparams):
        rtype = cls(name, info['params'], info['properties'], info['namevar'],
                    info.get('title_patterns'), info.get('isomorphic', True),
                    info.get('module'), metaparams=metaparams)
        rtype.needs_module = info.get('needs_module', False)
        return rtype

    def to_data(self):
        """What a module's type read from Ruby is made from, as JSON data
        (ruby_type.py keeps it in the parse cache); from_data makes it again."""
        return {'name': self.name, 'params': self.params, 'properties': self.properties,
                'keys': self.key_attributes, 'isomorphic': self.isomorphic,
                'patterns': [[pattern.pattern, attrs] for pattern, attrs in self.title_patterns]}

    @classmethod
    def from_data(cls, data, source):
        """ValueError when ``data`` is not what to_data gives."""
        try:
            names = [data['params'], data['properties'], data['keys']] + \
                [attrs for _, attrs in data['patterns']]
            if not (isinstance(data['name'], str) and isinstance(data['isomorphic'], bool) and
                    all(isinstance(n, str) for group in names for n in group) and
                    all(isinstance(p, str) for p, _ in data['patterns'])):
                raise ValueError('not a resource type')
            return cls(data['name'], data['params'], data['properties'], data['keys'],
                       data['patterns'], data['isomorphic'], source=source)
        except (KeyError, TypeError, re.error) as exc:
            raise ValueError('not a resource type: %s' % exc)

    def parameter_name(self, name):
        """Puppet::Resource#parameter_name: `name` sets the namevar."""
        return self.namevar if name == 'name' else name

    def parse_title(self, title):
        """Key attributes the title gives, in pattern order, or None when no pattern
        matches (Puppet then fails: 'No set of title patterns matched the title')."""
        attribute = self.whole_title
        if attribute is not None and not (self.strips_slashes and
                                          (title.endswith('/') or '\n' in title)):
            return {attribute: title}
        for pattern, attrs in self.title_patterns:
            match = pattern.search(title)
            if match:
                return dict(zip(attrs, match.groups()))
        return None

    def uniqueness_key(self, title, get):
        """Puppet::Resource#uniqueness_key: the key attributes' values (sorted by
        name), from the declared parameters (get(name)) over the title's."""
        if self.title_is_key:
            # the general case below, for one key attribute the title gives whole
            value = get(self.namevar)
            if self.namevar != 'name':
                get('name')           # read as below (it may resolve a lazy value)
            return [title if value is None else value]
        values = self.parse_title(title) or {}      # a new dict each time
        for attr in self._key_reads:
            value = get(attr)
            if value is not None:
                values[attr] = value
        name = values.get(self.namevar) or values.get('name') or title
        values.setdefault(self.namevar, name)
        values.setdefault('name', name)
        return [values.get(k) for k in self._sorted_keys]

    def __repr__(self):
        return '<ResourceType %s>' % self.name


class _BuiltinTypes(Mapping):
    """The built-in types by name, each made when first asked for (making all
    of them, with their patterns, was a millisecond of every start-up)."""

    def __init__(self, data, metaparams):
        self._data = data
        self._metaparams = metaparams
        self._made = {}

    def __getitem__(self, name):
        rtype = self._made.get(name)
        if rtype is None:
            rtype = self._made[name] = ResourceType.from_json(name, self._data[name],
                                                              self._metaparams)
        return rtype

    def get(self, name, default=None):
        rtype = self._made.get(name)      # the common case, without Mapping's try/except
        if rtype is None:
            return self[name] if name in self._data else default
        return rtype

    def __iter__(self):
        return iter(self._data)

    def __len__(self):
        return len(self._data)


def _load_builtin():
    with open(_CORE_JSON) as f:
        data = json.load(f)
    metaparams = data.pop('metaparams')
    return metaparams, _BuiltinTypes(data, metaparams)


METAPARAMS, BUILTIN = _load_builtin()


def builtin_type(name):
    """The built-in resource type (core or vendored module) of that name, or None."""
    rtype = BUILTIN.get(name)
    return rtype if rtype is not None and not rtype.needs_module else None


def module_type_data(name):
    """Data kept for a module's type the reader cannot read (nagios_core's), or None."""
    rtype = BUILTIN.get(name)
    return rtype if rtype is not None and rtype.needs_module else None
