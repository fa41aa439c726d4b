"""Fact files as Puppet users have them: `facter -j`, `puppet facts` (JSON or
YAML, values under "values"), the server's YAML fact cache (tagged
``!ruby/object:Puppet::Node::Facts``), or a directory of them named by certname."""
import functools
import os

from ..errors import UsageError
from .errors import DataError


# The Ruby tags of Puppet's fact cache read as the plain data they hold: the
# classes Puppet's yaml terminus permits (Puppet::Node::Facts, Symbol), no other.
_PERMITTED = ('object:Puppet::Node::Facts', 'sym', 'symbol')


@functools.lru_cache(maxsize=None)
def _ruby_tag_loader():
    """A YAML loader for the fact cache's Ruby tags (made on first use: JSON
    facts, the common case, never import YAML)."""
    import yaml
    from .files import _bounded_loader

    class RubyTagLoader(_bounded_loader()):
        pass

    def untagged(loader, suffix, node):
        if suffix not in _PERMITTED:
            raise yaml.constructor.ConstructorError(
                None, None, 'Tried to load unspecified class: %s' % suffix.partition(':')[2]
                if ':' in suffix else 'Tried to load unspecified class: %s' % suffix,
                node.start_mark)
        if isinstance(node, yaml.MappingNode):
            return loader.construct_mapping(node, deep=True)
        if isinstance(node, yaml.SequenceNode):
            return loader.construct_sequence(node, deep=True)
        return loader.construct_scalar(node)

    RubyTagLoader.add_multi_constructor('!ruby/', untagged)
    return RubyTagLoader


def load_fact_file(path, node=None):
    """The facts of ``path`` (a file, or a directory holding NODE.json/.yaml)."""
    from ..deep import run_deep
    return run_deep(_load_fact_file, path, node)     # nested data is read recursively


def _load_fact_file(path, node=None):
    if os.path.isdir(path):
        if not node:
            raise UsageError('%s: a directory of facts needs --node' % path)
        for ext in ('.json', '.yaml', '.yml'):
            candidate = os.path.join(path, node + ext)
            if os.path.isfile(candidate):
                return load_fact_file(candidate)
        raise UsageError('%s: no facts for node %s (%s.json or %s.yaml)' % (path, node, node,
                                                                            node))
    from ..facts import load_facts
    if not path.endswith(('.yaml', '.yml')):
        return load_facts(path)
    from ..source import read_input_text
    text = read_input_text(path)
    if '!ruby/' not in text:
        return load_facts(path)
    import yaml
    from .files import _check_yaml_nesting, _plain
    _check_yaml_nesting(path, text, 'facts YAML')
    loader = _ruby_tag_loader()(text)
    try:
        data = loader.get_single_data()
    except yaml.YAMLError as exc:
        raise DataError('%s: not valid YAML: %s' % (path, exc))
    finally:
        loader.dispose()
    data = _plain(data, path, text)     # the alias-bomb budget, as for Hiera data
    if isinstance(data, dict) and isinstance(data.get('values'), dict):
        data = data['values']
    if not isinstance(data, dict):
        raise UsageError('%s: facts must be a mapping of names to values' % path)
    return {k: v for k, v in data.items() if not str(k).startswith('_')}
