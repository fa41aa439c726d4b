"""Modules and autoloading: definitions found by name on the modulepath.

Puppet's layout, for a name ``mod::a::b``:

    class / define   MODULEDIR/mod/manifests/a/b.pp   (``mod`` alone: manifests/init.pp)
    function         MODULEDIR/mod/functions/a/b.pp
    type alias       MODULEDIR/mod/types/a/b.pp       (Mod::A::B)

A file is parsed the first time one of its names is needed, and all the
definitions in it are registered. Its top scope answers variable lookups
from the main manifest's top scope.
"""
import os

from .nodes.scope import Program
from .source import Source


class ModuleFile(Program):
    """The root of a file loaded from a module: scoped under the main program."""
    __slots__ = ('main',)

    def __init__(self, span=None, **kwargs):
        self.main = None
        Program.__init__(self, span, **kwargs)

    def parent_scope(self):
        return self.main

    def runtime(self):
        return self.main.runtime()


class ModuleLoader:
    def __init__(self, modulepath):
        if isinstance(modulepath, str):
            modulepath = modulepath.split(':')
        self.path = [os.path.abspath(p) for p in modulepath or [] if p]
        self.loaded = set()

    def candidates(self, kind, name):
        segments = name.lower().lstrip(':').split('::')
        module, rest = segments[0], segments[1:]
        if kind in ('function', 'type') and not rest:
            return []   # only namespaced functions and type aliases live in modules
        folder = {'class': 'manifests', 'define': 'manifests', 'function': 'functions',
                  'type': 'types'}[kind]
        relative = os.path.join(module, folder, *rest) + '.pp' if rest else \
            os.path.join(module, folder, 'init.pp')
        return [os.path.join(base, relative) for base in self.path]

    def load(self, kind, name, runtime, program):
        """Parse the file that should define ``name``; True if a new file was loaded."""
        for path in self.candidates(kind, name):
            if path in self.loaded or not os.path.isfile(path):
                continue
            from .deep import run_deep
            from .syntax.parser import parse
            self.loaded.add(path)
            parsed = run_deep(parse, Source.from_file(path), strict=runtime.strict)
            module_file = ModuleFile(parsed.span, bindings=[], body=parsed.body.clone(),
                                     scope_name=name)
            module_file.main = program
            # Code loaded from a module sees $module_name (templates use it:
            # template("${module_name}/x.erb")).
            from .nodes.data import Boxed
            module_file.bind('module_name', Boxed(None, value=name.lower().lstrip(':')
                                                  .split('::')[0]))
            runtime.module_files.append(module_file)   # keeps the file's graph alive
            runtime.register(module_file)
            return True
        return False
