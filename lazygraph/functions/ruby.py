"""Functions modules implement in Ruby.

lazygraph runs no Ruby. A name no builtin or Puppet-language function answers
is looked for as a module's Ruby function, where Puppet's autoloader would
find it:

    mod::a::f   MODULEDIR/mod/lib/puppet/functions/mod/a/f.rb
    f           MODULEDIR/*/lib/puppet/functions/f.rb
                MODULEDIR/*/lib/puppet/parser/functions/f.rb

stdlib's are served by lazygraph's own implementations (functions/stdlib/):
with a real stdlib on the modulepath only the names that stdlib version has
(so a function a version dropped stays unknown, as in Puppet); with a stub
stdlib that has no lib/ folder, every name of the table. Any other Ruby
function is a clear error naming its file.
"""
import os

from ..errors import EvaluationError


def _ruby_files(runtime, name):
    """(module, path) of each .rb that would define function ``name``."""
    segments = name.split('::')
    found = []
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
        has_ruby = os.path.isdir(os.path.join(stdlib, 'lib'))
        if implementation is not None and (
                not has_ruby or any(module == 'stdlib' for module, _ in files)):
            return implementation
    if files:
        module, path = files[0]
        raise EvaluationError("function '%s' is implemented in Ruby (%s, module %s), which "
                              "lazygraph does not run" % (name, path, module), node.span)
    return None
