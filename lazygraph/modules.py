"""Modules and autoloading: definitions found by name on the modulepath.

Puppet's layout, for a name ``mod::a::b``:

    class / define   MODULEDIR/mod/manifests/a/b.pp   (``mod`` alone: manifests/init.pp)
    function         MODULEDIR/mod/functions/a/b.pp
    type alias       MODULEDIR/mod/types/a/b.pp       (Mod::A::B)

A file is parsed the first time one of its names is needed, and all the
definitions in it are registered. Its top scope answers variable lookups
from the main manifest's top scope.

A name becomes a path only when every segment is a plain word (letters,
digits, '_'): nothing else can name a file inside the modulepath, and an
absolute name or a '..' segment would lead out of it.
"""
import os
import re

from .deep import run_deep
from .errors import EvaluationError

from .nodes.scope import Program
from .paths import RealPaths, file_status, resolves_inside, unsafe_path
from .syntax.entry import parse
from .weak import WeakAttribute


SEGMENT = re.compile(r'\A[a-z0-9_]+\Z')
_PLAIN_NAME = re.compile(r'\A[a-z0-9_]+(?:::[a-z0-9_]+)*\Z')     # every segment a SEGMENT
_FOLDERS = {'class': '/manifests/', 'define': '/manifests/', 'function': '/functions/',
            'type': '/types/'}


class ModuleFile(Program):
    """The root of a file loaded from a module: scoped under the main program.

    The main program's runtime keeps the file (Runtime.module_files); the file
    refers to the program weakly, as a node to its parent.
    """
    __slots__ = ('_main',)

    def __init__(self, span=None, **kwargs):
        self._main = None
        Program.__init__(self, span, **kwargs)

    main = WeakAttribute('_main')

    def parent_scope(self):
        return self.main

    def runtime(self):
        return self.main.runtime()


class ModuleLoader:
    def __init__(self, modulepath):
        if isinstance(modulepath, os.PathLike):
            modulepath = [os.fspath(modulepath)]
        if isinstance(modulepath, str):
            modulepath = modulepath.split(':')
        if modulepath is not None and (
                not isinstance(modulepath, (list, tuple)) or
                not all(isinstance(p, (str, os.PathLike)) for p in modulepath)):
            from .errors import BadArgument
            raise BadArgument('modulepath is a str (DIR[:DIR]) or a list of directories, '
                              'not %r' % (modulepath,))
        modulepath = [os.fspath(p) for p in modulepath or []]
        self.path = [os.path.abspath(p) for p in modulepath or [] if p]
        self._prefixes = [(base, os.path.join(base, '')) for base in self.path]
        self.loaded = set()
        self.nothing_to_load = set()   # (kind, name) whose files are loaded or absent
        self.custom_types = {}    # name -> ResourceType or None (not found)
        # each directory's real path found once a compile (Hiera's session shares it)
        self.real_paths = RealPaths()
        self._modules_of = {}     # file name -> its module (module_of)
        self._module_roots = {}   # module -> the modulepath directory holding it (or None)
        self._inside = set()      # (folder, module): a folder found inside its module (_confine)

    file_status = staticmethod(file_status)     # paths.file_status

    def candidates_with_roots(self, kind, name):
        """(modulepath directory, file) for each file that would define ``name``."""
        name = name.lower().lstrip(':')
        module, namespaced, rest = name.partition('::')
        if kind in ('function', 'type') and not namespaced:
            return []   # only namespaced functions and type aliases live in modules
        if not _PLAIN_NAME.match(name):
            if kind in ('class', 'define') and SEGMENT.match(module) and \
                    any(unsafe_path(s) for s in rest.split('::')):
                # Puppet's words (Puppet::Module#match_manifests); functions: unknown
                raise EvaluationError('The pattern "%s" to find manifests in the module "%s" '
                                      'is invalid and potentially unsafe.' % (rest, module))
            return []   # no file on the modulepath has that name
        # Joined as text (os.path.join per part was half the cost of `get`
        # looking over a control repo's classes): the segments are plain names.
        relative = module + _FOLDERS[kind] + (rest.replace('::', '/') if namespaced else 'init') \
            + '.pp'
        return [(base, prefix + relative) for base, prefix in self._prefixes]

    def root_of(self, path):
        """The modulepath directory ``path`` lies in, or None."""
        return next((base for base, prefix in self._prefixes if path.startswith(prefix)), None)

    def real_path(self, path, link=None):
        """os.path.realpath(path), each directory resolved once a compile; link:
        whether ``path`` is a symbolic link, when the caller knows."""
        return self.real_paths(path, link)

    def module_root(self, module):
        """The modulepath directory that serves ``module``: the first holding a
        directory of that name -- Puppet looks no further for its files, even
        where that one lacks them -- or None (found once a compile)."""
        if module not in self._module_roots:
            self._module_roots[module] = next(
                (base for base, prefix in self._prefixes if os.path.isdir(prefix + module)),
                None)
        return self._module_roots[module]

    def served(self, candidates, name):
        """Of candidates_with_roots(kind, ``name``), those in the modulepath
        directory that serves ``name``'s module (a module of that name earlier
        on the modulepath hides the others)."""
        if len(candidates) < 2:
            return candidates
        owner = self.module_root(name.lower().lstrip(':').split('::')[0])
        return candidates if owner is None else [c for c in candidates if c[0] == owner]

    def load(self, kind, name, runtime, program):
        """Parse the file that should define ``name``; True if a new file was loaded."""
        if (kind, name) in self.nothing_to_load:
            return False      # asked before (`file` is not a define, for every resource)
        candidates = self.candidates_with_roots(kind, name)
        served = self.served(candidates, name)
        for candidate in candidates:
            path = candidate[1]
            runtime.probes.add(path)
            if candidate not in served or path in self.loaded:
                continue
            status = self.file_status(path)     # one lstat: a file, and whether a link
            if status is None:
                continue
            self._confine(path, kind, name, runtime, status[1])
            self.loaded.add(path)
            parsed = run_deep(parse, runtime.read_source(path), strict=runtime.strict,
                              cache=runtime.parse_cache)
            body = parsed.body
            body._parent = None      # moves to the module file (the Program is dropped)
            module_file = ModuleFile(parsed.span, bindings=[], body=body, scope_name=name)
            module_file.main = program
            runtime.module_files.append(module_file)   # keeps the file's graph alive
            runtime.register(module_file)
            return True
        self.nothing_to_load.add((kind, name))
        return False

    def _confine(self, path, kind, name, runtime, link=None):
        """A link in a module may not make it load code from outside it (unless
        from an --allow-read directory): the module directory, itself possibly
        a link, is the boundary. link: whether ``path`` is a symbolic link, when
        the caller has just looked (file_status)."""
        module = name.lower().lstrip(':').split('::')[0]
        folder = path.rpartition(os.sep)[0]
        if link is False and (folder, module) in self._inside:
            return      # a module's files share a few folders: each is looked at once
        directories = [prefix + module for _, prefix in self._prefixes
                       if path.startswith(prefix + module + os.sep)]
        if link is False and directories:
            # The usual case, cheaply: a file that is no link, in a directory
            # whose real path is inside the module's (each found once a compile).
            # (Which module directory holds the file depends on its folder alone.)
            real_folder = self.real_paths.directory(folder)
            inside = self.real_paths.directory(directories[0])
            if real_folder == inside or real_folder.startswith(inside.rstrip(os.sep) + os.sep):
                self._inside.add((folder, module))
                return
        for directory in directories[:1]:     # resolved once per compile
            self.real_paths.directory(directory)
        realpath = self.real_paths if link is None else \
            (lambda p: self.real_paths(p, link if p == path else None))
        if resolves_inside(path, directories[:1] + list(runtime.allow_read), realpath):
            return
        raise EvaluationError("%s '%s': '%s' is a symbolic link to '%s', outside its module; "
                              "allow that directory with --allow-read DIR"
                              % (kind, name, path, os.path.realpath(path)))

    def module_of(self, span):
        """The name of the module a file belongs to (None: not in a module)."""
        filename = span.filename if span is not None else None
        if not filename or filename.startswith('<'):
            return None
        try:
            return self._modules_of[filename]     # asked for each class and define declared
        except KeyError:
            pass
        module = None
        absolute = os.path.abspath(filename)
        for base in self.path:
            if absolute.startswith(base + os.sep):
                module = absolute[len(base) + 1:].split(os.sep, 1)[0]
                break
        self._modules_of[filename] = module
        return module

    def custom_type(self, name):
        """A module's custom resource type (lib/puppet/type/NAME.rb, read without
        Ruby), or None; read once per compile."""
        if name not in self.custom_types:
            from .types.custom import find_custom_type
            self.custom_types[name] = find_custom_type(self.path, name) \
                if SEGMENT.match(name) else None
        return self.custom_types[name]
