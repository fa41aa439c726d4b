"""Where a name or a path may lead: the checks that keep reads inside the
directories they belong to (docs/safety/security.md)."""
import os
import stat


def unsafe_path(text):
    """Whether ``text`` as a relative path could leave the directory it is
    joined to: absolute, or with a '..' segment (either separator)."""
    parts = text.replace('\\', '/').split('/')
    return os.path.isabs(text) or text.startswith('\\') or '..' in parts


def file_status(path):
    """(os.stat result, whether ``path`` is a symbolic link) of a regular file (or
    a link to one), else None: one system call for a file that is no link."""
    try:
        status = os.lstat(path)
        link = stat.S_ISLNK(status.st_mode)
        if link:
            status = os.stat(path)
    except OSError:
        return None
    return (status, link) if stat.S_ISREG(status.st_mode) else None


def resolves_inside(path, directories, realpath=os.path.realpath):
    """Whether ``path``, symbolic links and '..' resolved (by ``realpath``), is
    one of ``directories`` (also resolved) or below one of them."""
    real = realpath(path)
    for directory in directories:
        root = realpath(directory)
        if real == root or real.startswith(root.rstrip(os.sep) + os.sep):
            return True
    return False


class RealPaths:
    """os.path.realpath for one compile, the real path of each directory found
    once, from its parent's (a compile checks hundreds of files in a few
    directories: one lstat per directory instead of one per path component)."""

    def __init__(self):
        self._directories = {}    # directory -> its real path

    def __call__(self, path, link=None):
        """link: whether ``path`` is a symbolic link, when the caller knows."""
        known = self._directories.get(path)
        if known is not None:
            return known          # a directory resolved before
        directory, name = os.path.split(path)
        real = os.path.join(self.directory(directory), name)
        if link is None:
            link = os.path.islink(real)
        return os.path.realpath(real) if link or name in ('', '.', '..') else real

    def directory(self, directory):
        real = self._directories.get(directory)
        if real is None:
            parent, name = os.path.split(directory)
            if not name or name in ('.', '..') or parent == directory:
                real = os.path.realpath(directory)
            else:
                real = os.path.join(self.directory(parent), name)
                if os.path.islink(real):
                    real = os.path.realpath(real)
            self._directories[directory] = real
        return real
