"""Resource types written as ARM-7 types (../shared/spec/arm7_puppet_types.md).

Every resource type implemented in Ruby -- Puppet's core types, the types of
the modules puppet-agent vendors, and a module's own lib/puppet/type/*.rb --
is written here as an ARM-7 definition: one `attr` per attribute, the
metaparameters on the abstract root `Builtin::Resource`. The built-in ones are
shipped as definitions/resource_types.pp (written by tools/regen_core_types.py
from core_types.json); a module's type is written the same way when it is read
(`Custom::Name`). `lazygraph check` validates resources against these
definitions and `lazygraph types` prints them.

Values are `Any`: Puppet's compiler accepts any value for an attribute (the
agent validates values when it applies the catalog). The checks are those
Puppet's compiler itself makes on a resource's attributes (COMPILE_TIME_CHECKS,
written by hand and checked with Puppet 7.23). What ARM-7 cannot express --
which attributes are key attributes (namevars), the title patterns that split
a title into them, whether the type is isomorphic -- is written as comments.
"""
from .resource_type import BUILTIN, METAPARAMS

ROOT = 'Builtin::Resource'
CUSTOM_PREFIX = 'Custom'

# Metaparameters a resource may give one value or an array of; as features they
# are arrays (max => unbound) and check.py passes a single value as [value].
MULTI_VALUED = frozenset(['alias', 'audit', 'before', 'notify', 'require', 'subscribe', 'tag'])

# What Puppet's compiler refuses in a resource's attributes, as ARM-7 checks
# (each message as Puppet gives it; see tests/test_resource_definitions.py).
COMPILE_TIME_CHECKS = {
    # Puppet::Util::Tagging#valid_tag?: [[:alnum:]_][[:alnum:]_:.-]*
    'tag': '''{ if "${it}" !~ /\\A\\w[\\w:.\\-]*\\z/ { "Invalid tag '${it}'" } }''',
    # Puppet::Parser::Resource: only classes are placed in run stages
    'stage': '''{ "Only classes can set 'stage'; normal resources cannot change run stage" }''',
}

HEADER = '''\
# The resource types Puppet 7.23 knows without modules, as ARM-7 types.
# Written by tools/regen_core_types.py from lazygraph/catalog/core_types.json:
# do not edit; change the generator (lazygraph/types/arm7_form.py) instead.
#
# Attribute values are Any: Puppet's compiler accepts any value (the agent
# validates values when it applies a catalog). The checks are what Puppet's
# compiler refuses. Key attributes, title patterns and isomorphism are
# comments: ARM-7 has no words for them.
'''


def arm7_name(type_name, prefix='Builtin'):
    """`ssh_authorized_key` -> `Builtin::Ssh_authorized_key`."""
    return '%s::%s' % (prefix, type_name[:1].upper() + type_name[1:])


def _feature(name, comment=None):
    settings = []
    if name in MULTI_VALUED:
        settings.append('max => unbound')
    if name in COMPILE_TIME_CHECKS:
        settings.append('check => ' + COMPILE_TIME_CHECKS[name])
    line = '  attr %s, Any' % name
    if settings:
        line += ' { %s }' % ', '.join(settings)
    if comment:
        line += '   # ' + comment
    return line


def root_definition(metaparams=METAPARAMS):
    lines = ['# Every resource has the metaparameters.', 'type %s {' % ROOT, '  abstract']
    lines += [_feature(name, 'metaparameter') for name in metaparams]
    lines.append('}')
    return '\n'.join(lines) + '\n'


def type_definition(rtype, prefix='Builtin', source=None):
    """One resource type (a ResourceType) as an ARM-7 definition."""
    keys = rtype.key_attributes
    notes = ['%s: %s %s' % (rtype.name, 'key attributes' if len(keys) > 1 else 'key attribute',
                            ', '.join(keys))]
    for pattern, attrs in rtype.title_patterns:
        notes.append('  title /%s/ gives %s' % (pattern.pattern, ', '.join(attrs)))
    if not rtype.isomorphic:
        notes.append('  not isomorphic: the title is not checked for uniqueness')
    if source is None and rtype.module:
        source = ('module %s, when it is on the modulepath' if rtype.needs_module
                  else 'vendored module %s') % rtype.module
    where = source or rtype.source
    if where:
        notes.append('  from ' + where)
    lines = ['# ' + note for note in notes]
    lines.append('type %s inherits %s {' % (arm7_name(rtype.name, prefix), ROOT))
    params = set(rtype.params)
    metaparams = set(METAPARAMS)
    order = [k for k in keys if k in rtype.attributes] + \
        [p for p in rtype.params if p not in keys] + \
        [p for p in rtype.properties if p not in keys]
    if 'name' in rtype.attributes and 'name' not in order:
        order.insert(len([k for k in keys if k in rtype.attributes]), 'name')
    for name in order:
        kind = 'property' if name in rtype.properties else 'parameter'
        if name in metaparams:
            lines.append('  # %s: also a %s of this type (the metaparameter above)' % (name, kind))
            continue
        if name == 'name' and name not in params and name not in keys:
            # Puppet::Type.validattr?: `name` is always an attribute
            comment = 'sets the namevar %s' % rtype.namevar if rtype.namevar != 'name' \
                else 'always an attribute'
        else:
            comment = kind + (', key attribute' if name in keys else '')
        lines.append(_feature(name, comment))
    lines.append('}')
    return '\n'.join(lines) + '\n'


def builtin_definitions():
    """The text of definitions/resource_types.pp: the root and every built-in
    type (nagios_core's too: they apply when that module is on the modulepath)."""
    parts = [HEADER, root_definition()]
    for name in sorted(BUILTIN):
        parts.append(type_definition(BUILTIN[name]))
    return '\n'.join(parts)


def types_text(names=(), modulepath=()):
    """What `lazygraph types` prints: the ARM-7 form of the named resource types
    (built in, or a module's on the modulepath), after the root they inherit;
    with no names, every built-in type and every module type found."""
    from ..errors import LazygraphError
    from .arm7_check import custom_form
    from .custom import custom_type_names, find_custom_type
    from .resource_type import builtin_type
    modulepath = list(modulepath or [])
    if not names:
        text = builtin_definitions()
        for name in custom_type_names(modulepath):
            rtype = find_custom_type(modulepath, name)
            if rtype is not None and not (BUILTIN.get(name) is rtype):
                text += '\n' + custom_form(rtype)
        return text
    parts = [root_definition()]
    for name in names:
        lower = name.lower()
        rtype = builtin_type(lower) or find_custom_type(modulepath, lower)
        if rtype is None:
            raise LazygraphError('Resource type not found: %s (not built in%s)' % (
                name, ', nor on the modulepath' if modulepath else '; give --modulepath '
                'for module types'))
        parts.append(type_definition(rtype) if BUILTIN.get(lower) is rtype
                     else custom_form(rtype))
    return '\n'.join(parts)
