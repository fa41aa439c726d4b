"""Which resources are the same resource: Puppet's catalog keys a resource by
its type and title, and also by its aliases -- the `alias` metaparameter and,
for isomorphic types, its uniqueness key (the key attributes' values, from its
parameters over what its title gives). A second resource with the same key
fails (Puppet::Resource::Catalog#create_resource_aliases and #alias), and a
reference may name a resource by an alias.
"""

from ..errors import EvaluationError
from ..values.core import flatten
from ..values.ruby_inspect import inspect
from .resource import resource_key


# The kinds of resource that have aliases (not classes, nodes, stages).
ALIASED_KINDS = frozenset(('compilable_type', 'defined_type'))


def register_aliases(compiler, resource):
    """Add a new resource's aliases to the compiler's index, or fail as Puppet."""
    if resource.kind not in ALIASED_KINDS:
        return
    explicit = resource.get('alias')
    if explicit is not None:
        for given in flatten([explicit]):
            _alias(compiler, resource, given)
    rtype = resource.rtype
    if rtype is not None and not rtype.isomorphic:
        return
    if rtype is None:   # a defined type: its key is `name`
        key = [resource.get('name') or resource.title]
    else:
        # (a title is its own key: its one pattern takes any title)
        if not rtype.title_is_key and rtype.parse_title(resource.title) is None:
            raise EvaluationError('No set of title patterns matched the title "%s".'
                                  % resource.title, resource.span)
        key = rtype.uniqueness_key(resource.title, resource.get)
    if key != [resource.title] and any(v is not None for v in key):
        _alias(compiler, resource, key)


def _alias(compiler, resource, key):
    if isinstance(key, str):
        if key == resource.title:
            return
        index_key = resource_key(resource.type, key)
    else:
        index_key = (resource.key[0],) + tuple(_hashable(v) for v in key)
    existing = compiler.lookup(index_key)
    if existing is resource:
        return
    if existing is not None:
        from .helpers import _at
        raise EvaluationError('Cannot alias %s to %s%s; resource %s already declared%s' % (
            resource.ref, ruby_inspect(key), _at(resource), ruby_inspect(
                [resource.type] + (list(key) if isinstance(key, list) else [key])),
            _at(existing).replace(' at ', ' ', 1)), resource.span)
    compiler.index[index_key] = resource


def _hashable(value):
    if isinstance(value, list):
        return tuple(_hashable(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _hashable(v)) for k, v in value.items()))
    return value


def ruby_inspect(value):
    """Ruby's #inspect of the strings, nils and arrays in Puppet's alias messages."""
    return inspect(value, str)


def title_alias(rtype, title):
    """The index key of the alias a resource of a built-in type gets from its
    title alone (File['/a/'] is also ('file', '/a')), or None."""
    if not rtype.isomorphic or rtype.title_is_key:
        return None
    if rtype.name == 'file' and not title.endswith('/'):
        return None     # file's pattern only strips trailing slashes (and is slow)
    if len(rtype.key_attributes) == 1:      # the common case, quickly (File['/a/'])
        value = (rtype.parse_title(title) or {}).get(rtype.namevar)
        return None if value is None or value == title else (rtype.name, value)
    key = rtype.uniqueness_key(title, lambda name: None)
    if key == [title]:
        return None
    return (rtype.name,) + tuple(key)


def needs_early_parse(rtype, text):
    """Whether a skimmed statement must be parsed when it is reached, for what
    is checked as a resource is added: an alias (a body that sets `alias`,
    `name` or a key attribute), or a `stage` (only classes may set one)."""
    words, pattern = rtype.sets_key
    for word in words:   # substring tests first: most bodies name none of these words
        if word in text:
            return pattern.search(text) is not None
    return False
