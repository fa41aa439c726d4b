"""A private cache directory, and the parser's LALR tables stored in it as data.

Anything lazygraph reads back from a cache must be something only the user
could have written: the directory is owned by the user and writable by no one
else (created 0700; an existing one that fails the check is not used, with a
warning naming it), files are written 0600 through a temporary file and a
rename, and the format is JSON, whose loading cannot run code (unlike the
pickle PLY offers). Whatever is read is checked for shape; anything odd is
ignored and the tables are built again.
"""
import json
import os
import stat
import sys


FORMAT = 1


def cache_root():
    """Where lazygraph's caches live: $LAZYGRAPH_CACHE_DIR, else
    $XDG_CACHE_HOME/lazygraph, else ~/.cache/lazygraph."""
    return os.environ.get('LAZYGRAPH_CACHE_DIR') or os.path.join(
        os.environ.get('XDG_CACHE_HOME') or os.path.join(os.path.expanduser('~'), '.cache'),
        'lazygraph')


def directory_problem(path):
    """Why ``path`` may not hold a cache (None: it may): it must be a real
    directory owned by this user and writable by no one else."""
    try:
        info = os.lstat(path)
    except OSError as error:
        return 'cannot be examined (%s)' % error.strerror
    if stat.S_ISLNK(info.st_mode):
        return 'is a symbolic link'
    if not stat.S_ISDIR(info.st_mode):
        return 'is not a directory'
    if hasattr(os, 'geteuid') and info.st_uid != os.geteuid():
        return 'is owned by uid %d, not by the current user (uid %d)' % (
            info.st_uid, os.geteuid())
    if info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return 'is writable by %s (mode %o)' % (
            'others' if info.st_mode & stat.S_IWOTH else 'its group',
            stat.S_IMODE(info.st_mode))
    return _ancestor_problem(path)


def _ancestor_problem(path):
    """A directory above the cache that someone else may change (write to without
    the sticky bit, or own) lets them swap the cache for theirs after the check:
    as OpenSSH's StrictModes, every ancestor must be the user's or root's, and
    writable by others (or by a group not the user's own) only when sticky (/tmp)."""
    if not hasattr(os, 'geteuid'):
        return None
    uid, gid = os.geteuid(), os.getegid()
    parent = os.path.dirname(os.path.realpath(path))
    while True:
        try:
            info = os.stat(parent)
        except OSError as error:
            return 'cannot be examined (%s: %s)' % (parent, error.strerror)
        if info.st_uid not in (0, uid):
            return 'is inside %s, owned by uid %d' % (parent, info.st_uid)
        sticky = info.st_mode & stat.S_ISVTX
        if not sticky and (info.st_mode & stat.S_IWOTH or
                           (info.st_mode & stat.S_IWGRP and info.st_gid != gid)):
            return 'is inside %s, which others may write to (mode %o)' % (
                parent, stat.S_IMODE(info.st_mode))
        if parent == os.path.dirname(parent):
            return None
        parent = os.path.dirname(parent)


def private_directory(path=None, quiet=False):
    """The cache directory, created 0700 when missing; None (after a warning on
    stderr saying why, unless quiet) when it exists but is not private, or
    cannot be made."""
    path = path or cache_root()
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
    except OSError as error:
        if not quiet:
            _warn(path, 'cannot be created (%s)' % error.strerror)
        return None
    problem = directory_problem(path)
    if problem is not None:
        if not quiet:
            _warn(path, problem)
        return None
    return path


def _warn(path, problem):
    sys.stderr.write('lazygraph: warning: not using cache directory %s: it %s; '
                     'building in memory instead\n' % (path, problem))


def write_private(path, text):
    """Write ``text`` to ``path`` (in a private directory) 0600, atomically."""
    # tempfile (with random and its hashes) is imported here: a command answered
    # from the caches writes nothing, and its import was 1% of a `get`.
    import tempfile
    directory = os.path.dirname(path)
    fd, temporary = tempfile.mkstemp(dir=directory, prefix='.tmp-')   # mkstemp: 0600
    try:
        with os.fdopen(fd, 'w', encoding='utf-8') as f:
            f.write(text)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def read_private(path, binary=False):
    """The text (bytes when ``binary``) of a cache file, None when missing or
    not a regular file of this user's that no one else may write."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, 'O_NOFOLLOW', 0))
    except OSError:
        return None
    # open() itself: os.fdopen is open() behind an import of io at every call
    with (open(fd, 'rb') if binary else open(fd, 'r', encoding='utf-8')) as f:
        info = os.fstat(f.fileno())
        if (not stat.S_ISREG(info.st_mode) or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)
                or (hasattr(os, 'geteuid') and info.st_uid != os.geteuid())):
            return None
        try:
            return f.read()
        except (OSError, UnicodeDecodeError):
            return None


# -- LALR tables as JSON --------------------------------------------------------------

def dump_tables(parser):
    """A PLY parser's tables as JSON text."""
    import ply
    return json.dumps({
        'format': FORMAT,
        'ply': ply.__version__,
        'action': {str(state): actions for state, actions in parser.action.items()},
        'goto': {str(state): gotos for state, gotos in parser.goto.items()},
        'productions': [[str(p), p.name, p.len, p.func] for p in parser.productions],
    }, separators=(',', ':'))


def load_tables(text, functions, error_function):
    """An LRParser from dump_tables' text, binding production functions by name
    from ``functions``; None when the text is not exactly that shape."""
    import ply.yacc
    try:
        data = json.loads(text)
        if (not isinstance(data, dict) or data.get('format') != FORMAT
                or data.get('ply') != ply.__version__):
            return None
        table = ply.yacc.LRTable()
        table.lr_method = 'LALR'
        table.lr_action = _states(data['action'])
        table.lr_goto = _states(data['goto'])
        table.lr_productions = [_production(p, functions) for p in data['productions']]
    except (ValueError, TypeError, KeyError, AttributeError):
        return None
    if table.lr_action is None or table.lr_goto is None or None in table.lr_productions:
        return None
    # every shift names a state, every reduction a production: no IndexError mid-parse
    count = len(table.lr_productions)
    for actions in table.lr_action.values():
        for value in actions.values():
            if (value > 0 and value not in table.lr_action) or -value >= count:
                return None
    if any(value not in table.lr_action for gotos in table.lr_goto.values()
           for value in gotos.values()):
        return None
    return ply.yacc.LRParser(table, error_function)


def _states(data):
    """{state: {symbol: int}} from JSON, None when anything else is there."""
    if not isinstance(data, dict):
        return None
    states = {}
    for state, entries in data.items():
        if not isinstance(entries, dict) or not all(
                type(v) is int for v in entries.values()):
            return None
        states[int(state)] = entries
    return states


def _production(entry, functions):
    import ply.yacc
    text, name, length, func = entry
    if not (isinstance(text, str) and isinstance(name, str) and type(length) is int
            and (func is None or func in functions)):
        return None
    production = ply.yacc.MiniProduction(text, name, length, func, None, 0)
    production.callable = functions[func] if func is not None else None
    return production
