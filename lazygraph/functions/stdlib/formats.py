"""stdlib: data formats (to_json, to_json_pretty, to_yaml, to_toml, to_python,
to_ruby, parsejson, parseyaml, parsepson, loadjson, loadyaml, load_module_metadata)."""
import json
import os
import re

import yaml

from ...errors import EvaluationError
from ...values import ruby_inspect
from ...values.core import DEFAULT, to_s
from ..registry import fail_type
from . import deprecated, stdlib_function


def plain_data(call, value, skip_undef=False):
    """Puppet data as JSON/YAML libraries see it (rich values as strings)."""
    if isinstance(value, dict):
        return {(k if isinstance(k, str) else to_s(k)): plain_data(call, v, skip_undef)
                for k, v in value.items() if not (skip_undef and v is None)}
    if isinstance(value, list):
        return [plain_data(call, v, skip_undef) for v in value if not (skip_undef and v is None)]
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if value is DEFAULT:
        return 'default'
    return to_s(value)


def _shim(call, name):
    """v9's non-namespaced names warn and call stdlib::NAME."""
    if '::' not in call.name and _v9(call):
        deprecated(call, call.name, '%s: This function is deprecated, please use stdlib::%s '
                   'instead.' % (call.name, name))


def _v9(call):
    from .collections import _is_v9
    return _is_v9(call)


def to_json_text(call, value):
    return json.dumps(plain_data(call, value), ensure_ascii=False, separators=(',', ':'))


@stdlib_function('to_json', 'stdlib::to_json', min_args=1, max_args=1)
def to_json(call, args, block):
    _shim(call, 'to_json')
    return to_json_text(call, args[0])


@stdlib_function('to_json_pretty', 'stdlib::to_json_pretty', min_args=1, max_args=3)
def to_json_pretty(call, args, block):
    _shim(call, 'to_json_pretty')
    skip_undef = len(args) > 1 and args[1] is True
    options = args[2] if len(args) > 2 else {}
    if options is not None and not isinstance(options, dict):
        fail_type(call, call.name, 3, 'a Hash value', options)
    indent = (options or {}).get('indent', '  ')
    return ruby_pretty_json(plain_data(call, args[0], skip_undef), to_s(indent)) + '\n'


def ruby_pretty_json(value, indent, depth=0):
    """Ruby's JSON.pretty_generate, whose empty containers still break the line."""
    inner = indent * (depth + 1)
    if isinstance(value, dict):
        if not value:
            return '{\n%s}' % (indent * depth)
        items = ['%s%s: %s' % (inner, json.dumps(k, ensure_ascii=False),
                               ruby_pretty_json(v, indent, depth + 1)) for k, v in value.items()]
        return '{\n%s\n%s}' % (',\n'.join(items), indent * depth)
    if isinstance(value, list):
        items = ['%s%s' % (inner, ruby_pretty_json(v, indent, depth + 1)) for v in value]
        return '[\n%s\n%s]' % (',\n'.join(items), indent * depth)
    return json.dumps(value, ensure_ascii=False)


def to_yaml_text(call, value, options=None):
    """``data.to_yaml(options)`` as Puppet's Ruby prints it (values/ruby_yaml.py);
    Psych's line_width and indentation options are followed, others refused."""
    from ...values.ruby_yaml import to_yaml as ruby_to_yaml
    options = dict(options or {})
    line_width = options.pop('line_width', None)
    indentation = options.pop('indentation', 2)
    if options or not all(isinstance(v, int) and not isinstance(v, bool) or v is None
                          for v in (line_width, indentation)):
        raise EvaluationError('%s(): only the options line_width and indentation (Integers) '
                              'are supported' % call.name, call.span)
    try:
        return ruby_to_yaml(plain_data(call, value), line_width=line_width,
                            indentation=indentation)
    except ValueError as error:
        raise EvaluationError('%s(): %s' % (call.name, error), call.span)


@stdlib_function('to_yaml', 'stdlib::to_yaml', min_args=1, max_args=2)
def to_yaml(call, args, block):
    _shim(call, 'to_yaml')
    options = args[1] if len(args) > 1 else None
    if options is not None and not isinstance(options, dict):
        fail_type(call, call.name, 2, 'a Hash value', options)
    return to_yaml_text(call, args[0], options)


def _default_or_raise(call, args, message):
    if len(args) > 1:
        return args[1]
    raise EvaluationError(message, call.span)


@stdlib_function('parsejson', min_args=1, max_args=2)
def parsejson(call, args, block):
    text = args[0]
    if not isinstance(text, str):
        return _default_or_raise(call, args, 'parsejson(): expected a String')
    try:
        return json.loads(text)
    except ValueError as error:
        return _default_or_raise(call, args, 'parsejson(): %s' % error)


@stdlib_function('parseyaml', min_args=1, max_args=2)
def parseyaml(call, args, block):
    text = args[0]
    try:
        return _yaml_data(yaml.safe_load(to_s(text)))
    except yaml.YAMLError as error:
        return _default_or_raise(call, args, 'parseyaml(): %s' % error)


def _yaml_data(value):
    """YAML values Puppet can hold (dates become strings, as Psych's Date does not)."""
    if isinstance(value, dict):
        return {_yaml_data(k): _yaml_data(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_yaml_data(v) for v in value]
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    return str(value)


@stdlib_function('parsepson', 'stdlib::parsepson', min_args=1, max_args=2)
def parsepson(call, args, block):
    text = args[0]
    if not isinstance(text, str):
        fail_type(call, call.name, 1, 'a String value', text)
    try:
        return json.loads(text)
    except ValueError as error:
        return _default_or_raise(call, args, 'parsepson(): %s' % error)


def _toml_key(key):
    return key if re.match(r'\A[a-zA-Z0-9_-]*\Z', key) else '"%s"' % key.replace('"', '\\"')


def _ruby_inspect(value):
    """Ruby 3.1's #inspect of plain data (what stdlib's TOML dumper writes for values)."""
    return ruby_inspect.inspect(value, lambda other: ruby_inspect.inspect_string(to_s(other)))


def _toml_pairs(data):
    simple, nested, table_arrays = [], [], []
    for key in sorted(data):
        value = data[key]
        if isinstance(value, dict):
            nested.append((key, value))
        elif isinstance(value, list) and value and isinstance(value[0], dict):
            table_arrays.append((key, value))
        else:
            simple.append((key, value))
    return simple, nested, table_arrays


def _toml_dump(pairs, prefix, out):
    """stdlib's PuppetX::Stdlib::TomlDumper: sorted keys, plain values, then tables."""
    simple, nested, table_arrays = pairs
    for key, value in simple:
        out.append('%s = %s' % (_toml_key(key), _toml_value(value)))
    for key, value in nested:
        _toml_visit(value, prefix + [_toml_key(key)], out)
    for key, value in table_arrays:
        path = prefix + [_toml_key(key)]
        for child in value:
            out.append('[[%s]]' % '.'.join(path))
            _toml_dump(_toml_pairs(child), path, out)


def _toml_visit(data, prefix, out):
    pairs = _toml_pairs(data)
    if prefix and (pairs[0] or not data):
        out.append('[%s]' % '.'.join(prefix))
    _toml_dump(pairs, prefix, out)


def _toml_value(value):
    if isinstance(value, str):
        # the dumper takes back inspect's \# before {, $ and @ (of strings alone)
        return re.sub(r'\\(#[$@{])', r'\1', ruby_inspect.inspect_string(value))
    return _ruby_inspect(value)


@stdlib_function('to_toml', 'stdlib::to_toml', min_args=1, max_args=1)
def to_toml(call, args, block):
    _shim(call, 'to_toml')
    if not isinstance(args[0], dict):
        fail_type(call, call.name, 1, 'a Hash value', args[0])
    out = []
    _toml_visit(plain_data(call, args[0]), [], out)
    return '\n'.join(out) + '\n' if out else ''


def _literal(value, nil, true, false, arrow):
    if value is True:
        return true
    if value is False:
        return false
    if value is None:
        return nil
    if isinstance(value, list):
        return '[%s]' % ', '.join(_literal(v, nil, true, false, arrow) for v in value)
    if isinstance(value, dict):
        return '{%s}' % ', '.join('%s%s%s' % (_literal(k, nil, true, false, arrow), arrow,
                                              _literal(v, nil, true, false, arrow))
                                  for k, v in value.items())
    if isinstance(value, str):
        return ruby_inspect.inspect_string(value)
    if isinstance(value, float):
        from ...values.core import ruby_float
        return ruby_float(value)
    return str(value)


@stdlib_function('to_python', 'stdlib::to_python', min_args=1, max_args=1)
def to_python(call, args, block):
    _shim(call, 'to_python')
    return _literal(plain_data(call, args[0]), 'None', 'True', 'False', ': ')


@stdlib_function('to_ruby', 'stdlib::to_ruby', min_args=1, max_args=1)
def to_ruby(call, args, block):
    _shim(call, 'to_ruby')
    return _literal(plain_data(call, args[0]), 'nil', 'true', 'false', ' => ')


def _module_file(call, path):
    from ..files import find_module_file
    if path.startswith(('http://', 'https://')):
        raise EvaluationError('%s(): lazygraph does not fetch URLs (%s)' % (call.name, path),
                              call.span)
    return find_module_file(call, path)


def _load(call, args, parse):
    path = args[0]
    if not isinstance(path, str):
        fail_type(call, call.name, 1, 'a String value', path)
    if not os.path.isabs(path) and not path.startswith(('http://', 'https://')):
        # Puppet reads it relative to the server's working directory: unknowable here.
        raise EvaluationError("%s(): '%s' is relative to Puppet's working directory; give an "
                              "absolute path (readable with --allow-read DIR)" % (call.name, path),
                              call.span)
    found = _module_file(call, path)
    if found is None or not os.path.isfile(found):
        if len(args) > 1:
            return args[1]
        call.runtime().warn("Can't load '%s' File does not exist!" % path, call.span)
        return None
    with open(found, encoding='utf-8') as f:
        text = f.read()
    try:
        return parse(text)
    except (ValueError, yaml.YAMLError) as error:
        if len(args) > 1:
            return args[1]
        raise EvaluationError('%s(): %s' % (call.name, error), call.span)


@stdlib_function('loadjson', pure=False, min_args=1, max_args=2)
def loadjson(call, args, block):
    return _load(call, args, json.loads)


@stdlib_function('loadyaml', pure=False, min_args=1, max_args=2)
def loadyaml(call, args, block):
    return _load(call, args, lambda text: _yaml_data(yaml.safe_load(text)))


@stdlib_function('load_module_metadata', pure=False, min_args=1, max_args=2)
def load_module_metadata(call, args, block):
    from ..files import module_dir
    name = args[0]
    allow_empty = len(args) > 1 and args[1] not in (None, False)
    directory = module_dir(call.runtime(), name) if isinstance(name, str) else None
    path = os.path.join(directory, 'metadata.json') if directory else None
    if path is None or not os.path.isfile(path):
        if allow_empty:
            return {}
        raise EvaluationError('load_module_metadata(): No metadata.json file for module %s'
                              % to_s(name), call.span)
    with open(path, encoding='utf-8') as f:
        return json.load(f)
