"""Reading files and running generators: file, find_file, binary_file,
module_directory, generate.

A module file ``mod/rest`` is MODULEDIR/mod/files/rest, searched in modulepath
order. Names are checked so nothing escapes the modulepath (no ``..``
segment: a deliberate difference from Puppet, which resolves them). Absolute
paths are read only under a modulepath directory or one the user allows (``--allow-read DIR``,
Runtime.allow_read); generate() runs only with ``--allow-generate``.
"""
import os

from ..errors import EvaluationError
from ..paths import resolves_inside
from ..values.core import flatten
from .registry import fail_type, function


def module_dir(runtime, module):
    """The directory of a module on the modulepath (the first that has it), or None."""
    if not module or '/' in module or module in ('.', '..'):
        return None
    base = runtime.loader.module_root(module)
    return None if base is None else os.path.join(base, module)


def confine(call, path, directory, what, link=None):
    """``path`` (found under ``directory``) if, symbolic links resolved, it is
    still inside ``directory`` or under an --allow-read directory; else an
    error: a link planted in a module must not let a manifest read the rest of
    the file system. (The module directory itself may be a link: the
    administrator put it on the modulepath.) link: whether ``path`` is a
    symbolic link, when the caller has just looked (ModuleLoader.file_status)."""
    runtime = call.runtime()
    # the compile's real paths: each directory resolved once, one lstat a file
    real_path = runtime.loader.real_path
    if link is not None:
        real_path = lambda p: runtime.loader.real_path(p, link if p == path else None)  # noqa
    if resolves_inside(path, [directory] + list(runtime.allow_read), real_path):
        return path
    raise EvaluationError("%s(): %s '%s' is a symbolic link to '%s', outside its module; "
                          "allow that directory with --allow-read DIR"
                          % (call.name, what, path, os.path.realpath(path)), call.span)


def allowed_absolute(call, name):
    """An error unless absolute path ``name`` is under an --allow-read directory
    or a modulepath directory (a module's own file, e.g. from find_template)."""
    runtime = call.runtime()
    if not resolves_inside(name, list(runtime.allow_read) + list(runtime.loader.path)):
        raise EvaluationError("%s(): reading '%s' outside the modulepath is not allowed; "
                              "allow its directory with --allow-read DIR" % (call.name, name),
                              call.span)


def find_module_file(call, name, folder='files'):
    """The path ``name`` denotes (module file or allowed absolute path), or None."""
    runtime = call.runtime()
    if not isinstance(name, str):
        fail_type(call, call.name, 1, 'a String value', name)
    if os.path.isabs(name):
        allowed_absolute(call, name)
        runtime.data_probes.add(name)
        return name if os.path.exists(name) else None
    if '..' in name.replace('\\', '/').split('/'):
        raise EvaluationError("%s(): '%s' may not contain '..': module files are named "
                              "MODULE/PATH inside the module's %s/ folder" % (
                                  call.name, name, folder), call.span)
    module, _, rest = name.partition('/')
    if not rest:
        return None
    runtime.data_probes.update(os.path.join(base, module, folder, rest)
                               for base in runtime.loader.path)
    directory = module_dir(runtime, module)
    if directory is None:
        return None
    path = os.path.join(directory, folder, rest)
    return confine(call, path, directory, 'file') if os.path.exists(path) else None


def _read(call, names, binary):
    for name in names:
        path = find_module_file(call, name)
        if path is not None and os.path.isfile(path):
            with open(path, 'rb') as f:
                data = f.read()
            if binary:
                # (imported here: a compile finding templates through this
                # module -- templates/__init__.py -- reads no binary file)
                from ..values.rich import PBinary
                return PBinary(data)
            try:
                return data.decode('utf-8')
            except UnicodeDecodeError:
                raise EvaluationError("%s(): '%s' is not UTF-8 text; use binary_file()"
                                      % (call.name, name), call.span)
    raise EvaluationError('Could not find any files from %s' % ', '.join(names), call.span)


@function('file', pure=False, min_args=1)
def file_(call, args, block):
    return _read(call, [a for a in args], binary=False)


@function('binary_file', pure=False, min_args=1, max_args=1)
def binary_file(call, args, block):
    return _read(call, args, binary=True)


@function('find_file', pure=False, min_args=1)
def find_file(call, args, block):
    for name in flatten(args):
        path = find_module_file(call, name)
        if path is not None:
            return path
    return None


@function('module_directory', pure=False, min_args=1)
def module_directory(call, args, block):
    runtime = call.runtime()
    for name in flatten(args):
        if not isinstance(name, str):
            fail_type(call, 'module_directory', 1, 'a String value', name)
        directory = module_dir(runtime, name)
        if directory is not None:
            return directory
    return None


@function('generate', pure=False, min_args=1)
def generate(call, args, block):
    import re
    import subprocess     # here: a millisecond of every start-up, for a rare function
    runtime = call.runtime()
    command = [a if isinstance(a, str) else str(a) for a in flatten(args)]
    if not command or not os.path.isabs(command[0]):
        raise EvaluationError('Generators must be fully qualified', call.span)
    if not re.match(r'\A[-/\w.+]+\Z', command[0]):
        raise EvaluationError('Generators can only contain alphanumerics, file separators, '
                              'and dashes', call.span)
    if '..' in command[0]:
        raise EvaluationError("Can not use generators with '..' in them.", call.span)
    if not runtime.allow_generate:
        raise EvaluationError("generate(): running '%s' needs --allow-generate (lazygraph runs "
                              "no external command unless asked)" % command[0], call.span)
    try:
        proc = subprocess.run(command, cwd=os.path.dirname(command[0]), capture_output=True,
                              timeout=60)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise EvaluationError('Failed to execute generator %s: %s' % (command[0], error),
                              call.span)
    if proc.returncode != 0:
        raise EvaluationError('Failed to execute generator %s: Execution of %s returned %d: %s'
                              % (command[0], "'%s'" % ' '.join(command), proc.returncode,
                                 proc.stdout.decode('utf-8', 'replace')), call.span)
    return proc.stdout.decode('utf-8', 'replace')
