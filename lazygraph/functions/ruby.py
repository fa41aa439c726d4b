"""Functions modules implement in Ruby.

lazygraph runs no Ruby. A name no builtin or Puppet-language function answers
is looked for as a module's Ruby function, where Puppet's autoloader would
find it:

    mod::a::f   MODULEDIR/mod/lib/puppet/functions/mod/a/f.rb
    f           MODULEDIR/*/lib/puppet/functions/f.rb
                MODULEDIR/*/lib/puppet/parser/functions/f.rb

stdlib's are served by lazygraph's own implementations (functions/stdlib/),
only under the names that stdlib version has, so a function a version dropped
stays unknown as in Puppet: with a real stdlib on the modulepath, the names
whose .rb it has; with a stand-in stdlib that has no lib/ folder, the names
its metadata.json version had (stdlib/versions.json, recorded from real
stdlib releases by tools/function_coverage.py). Any other Ruby function is a
clear error naming its file.
"""
import json
import os

from ..errors import EvaluationError


def _ruby_files(runtime, name):
    """(module, path) of each .rb that would define function ``name``."""
    from ..modules import SEGMENT
    segments = name.split('::')
    found = []
    if not all(SEGMENT.match(s) for s in segments):
        return found    # '/x', '..': no path out of the modulepath
    for base in runtime.loader.path:
        if len(segments) > 1:
            path = os.path.join(base, segments[0], 'lib', 'puppet', 'functions',
                                *segments[:-1], segments[-1] + '.rb')
            if os.path.isfile(path):
                found.append((segments[0], path))
            continue
        try:
            modules = sorted(os.listdir(base))
        except OSError:
            continue
        for module in modules:
            for kind in ('functions', os.path.join('parser', 'functions')):
                path = os.path.join(base, module, 'lib', 'puppet', kind, name + '.rb')
                if os.path.isfile(path):
                    found.append((module, path))
    return found


def stdlib_dir(runtime):
    from .files import module_dir
    return module_dir(runtime, 'stdlib')


def module_ruby_function(runtime, name, node):
    """The implementation of a module's Ruby function ``name``, None when no module
    has one; an error when one does and lazygraph cannot run it."""
    from .stdlib import STDLIB, load_all
    name = name.lower().lstrip(':')
    files = _ruby_files(runtime, name)
    stdlib = stdlib_dir(runtime)
    if stdlib is not None:
        load_all()
        implementation = STDLIB.get(name)
        if os.path.isdir(os.path.join(stdlib, 'lib')):
            own = [path for module, path in files if module == 'stdlib']
            served = bool(own)
            api3 = bool(own) and all(os.sep + 'parser' + os.sep in path for path in own)
        else:
            names, api3_names = stdlib_names(stdlib)
            served, api3 = name in names, name in api3_names
        if implementation is not None and served:
            return api3_call(implementation) if api3 else implementation
    if runtime.ruby is not None:
        bridged = runtime.ruby.function(name)
        if bridged is not None:
            return bridged
    if files:
        module, path = files[0]
        raise EvaluationError("function '%s' is implemented in Ruby (%s, module %s), which "
                              "lazygraph runs only with --ruby" % (name, path, module), node.span)
    return None


# Puppet 7.23's functions with a 3.x API (puppet/parser/functions/*.rb, and one per
# log level): a template reaches them as scope.function_NAME. Those in STUBS_3X
# only raise "can only be called using the 4.x function API".
PUPPET_3X = frozenset((
    'assert_type binary_file break contain create_resources defined dig digest each epp fail '
    'file filter find_file fqdn_rand generate hiera hiera_array hiera_hash hiera_include '
    'include inline_epp inline_template lest lookup map match md5 new next realize reduce '
    'regsubst require return reverse_each scanf sha1 sha256 shellquote slice split sprintf '
    'step strftime tag tagged template then type versioncmp with '
    'debug info notice warning err alert emerg crit').split())
STUBS_3X = frozenset((
    'assert_type binary_file break dig each epp filter find_file hiera hiera_array hiera_hash '
    'hiera_include inline_epp lest lookup map match new next reduce regsubst return '
    'reverse_each slice split step strftime then type with').split())


def legacy_api(runtime, name):
    """How `scope.function_NAME` fares in a template: '3x' (it runs), 'stub' (Puppet's
    3.x stub refuses it), None (no 3.x function: Ruby's NoMethodError)."""
    name = name.lower()
    if name in PUPPET_3X:
        return 'stub' if name in STUBS_3X else '3x'
    if '::' in name:
        return None
    from .stdlib import STDLIB, load_all
    stdlib = stdlib_dir(runtime)
    for module, path in _ruby_files(runtime, name):
        if os.sep + 'parser' + os.sep in path:
            return '3x'
    if stdlib is not None and not os.path.isdir(os.path.join(stdlib, 'lib')):
        load_all()
        if name in STDLIB and name in stdlib_names(stdlib)[1]:
            return '3x'
    return None


_VERSIONS = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'stdlib', 'versions.json')


def stdlib_names(directory):
    """The function names of the stdlib release a stand-in's metadata.json names:
    the newest recorded major version not above it (the oldest if below all)."""
    with open(_VERSIONS) as f:
        table = json.load(f)
    majors = sorted(int(m) for m in table if m.isdigit())
    try:
        with open(os.path.join(directory, 'metadata.json')) as f:
            wanted = int(str(json.load(f).get('version', '')).split('.')[0])
    except (OSError, ValueError, AttributeError):
        wanted = majors[-1]
    eligible = [m for m in majors if m <= wanted]
    version = str(eligible[-1] if eligible else majors[0])
    return frozenset(table[version]), frozenset(table['api3'][version])


def stdlib_api3(runtime, name):
    """Whether the stdlib on the modulepath has ``name`` as a 3.x function (its own
    lib/puppet/parser/functions file, or its version's record for a stand-in)."""
    stdlib = stdlib_dir(runtime)
    if stdlib is None:
        return False
    if os.path.isdir(os.path.join(stdlib, 'lib')):
        own = [path for module, path in _ruby_files(runtime, name) if module == 'stdlib']
        return bool(own) and all(os.sep + 'parser' + os.sep in path for path in own)
    return name in stdlib_names(stdlib)[1]


def api3_call(builtin):
    """A 3.x function: Puppet passes its top-level undef arguments as ''."""
    from .registry import Builtin

    def impl(call, args, block):
        return builtin.impl(call, ['' if arg is None else arg for arg in args], block)
    return Builtin(builtin.name, impl, builtin.pure, builtin.min_args, builtin.max_args,
                   builtin.block)
