"""Types from `puppet generate types`: ENV/.resource_types/NAME.pp holds

    Puppet::Resource::ResourceType3.new(
      'name',
      [ Puppet::Resource::Param(Type, 'property'[, true]), ... ],     # properties
      [ Puppet::Resource::Param(Type, 'param'[, true]), ... ],        # parameters
      { /(?m-ix:regex)/ => ['attr', ...], ... },                      # title patterns
      isomorphic, capability)

one Param per line, as the generator writes it. Puppet's compiler then uses
this instead of the Ruby (Puppet::Pops::Resource::ResourceTypeImpl): the key
attributes are those marked true (properties first), and `name` is valid only
when declared. lazygraph finds ENV as the parent of a modulepath directory
(ENV/modules), an environment's layout.
"""
import re

from .resource_type import ResourceType
from .ruby_lexer import ruby_error

PARAM = re.compile(r"^\s*Puppet::Resource::Param\(.*, '((?:[^'\\]|\\.)+)'(, true)?\),?\s*$")
PATTERN = re.compile(r"^\s*/(.*)/\s*=>\s*\[([^\]]*)\],?\s*$")
HEAD = re.compile(r"^\s*Puppet::Resource::ResourceType3\.new\(\s*$")
GROUP_FLAGS = re.compile(r'\(\?([mix]*)(?:-([mix]*))?:')


def read_generated_file(path, name):
    with open(path, encoding='utf-8') as f:
        text = f.read()
    return read_generated(text, path, name)


def read_generated(text, path, name):
    def fail(line, message):
        raise ruby_error(text, path, line, 'cannot read this generated type: ' + message)

    lines = text.split('\n')
    sections = []          # [(kind, items)] in order: properties, parameters, patterns
    current = None
    type_name = None
    tail = []
    started = False
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if not stripped or stripped.startswith('#'):
            continue
        if not started:
            if not HEAD.match(line):
                fail(number, 'expected Puppet::Resource::ResourceType3.new(')
            started = True
            continue
        if type_name is None:
            m = re.match(r"^'([^']+)',$", stripped)
            if not m:
                fail(number, 'expected the type name')
            type_name = m.group(1)
            continue
        if current is None and stripped in ('[', '{'):
            current = []
            continue
        if current is not None and stripped in ('],', ']', '},', '}'):
            sections.append(current)
            current = None
            continue
        if current is not None:
            m = PARAM.match(line) if len(sections) < 2 else PATTERN.match(line)
            if not m:
                fail(number, 'a line the generator does not write')
            current.append((m.group(1), m.group(2), number))
            continue
        tail.append(stripped)
    if type_name != name:
        fail(1, "the file defines type '%s', not '%s'" % (type_name, name))
    if len(sections) != 3:
        fail(len(lines), 'expected properties, parameters and title patterns')
    properties, params, patterns = sections
    flags = ' '.join(tail).replace(')', '').split(',')
    isomorphic = flags[0].strip() != 'false'
    keys = [n for n, marked, _ in properties + params if marked]
    title_patterns = []
    for source, attrs, number in patterns:
        names = re.findall(r"'([^']+)'", attrs)
        title_patterns.append(('(?m)' + GROUP_FLAGS.sub(_python_group, source, count=1)
                               .replace(r'\A', r'\A').replace(r'\z', r'\Z'), names))
        try:
            re.compile(title_patterns[-1][0])
        except re.error as exc:
            fail(number, 'a title pattern Python cannot read: %s' % exc)
    return ResourceType(name, [n for n, _, _ in params], [n for n, _, _ in properties],
                        keys, title_patterns, isomorphic, source=path, implicit_name=False)


def _python_group(match):
    """Ruby's (?m-ix: ...) as Python's (?s-ix: ...): Ruby's m is Python's s."""
    on = match.group(1).replace('m', 's')
    off = (match.group(2) or '').replace('m', 's')
    return '(?%s%s:' % (on, '-' + off if off else '')
