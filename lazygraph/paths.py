"""Where a name or a path may lead: the checks that keep reads inside the
directories they belong to (docs/safety/security.md)."""
import os


def unsafe_path(text):
    """Whether ``text`` as a relative path could leave the directory it is
    joined to: absolute, or with a '..' segment (either separator)."""
    parts = text.replace('\\', '/').split('/')
    return os.path.isabs(text) or text.startswith('\\') or '..' in parts


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
    once (a compile checks many files in a few directories)."""

    def __init__(self):
        self._directories = {}    # directory -> its real path

    def __call__(self, path):
        directory, name = os.path.split(path)
        real = self._directories.get(directory)
        if real is None:
            real = self._directories[directory] = os.path.realpath(directory)
        real = os.path.join(real, name)
        return os.path.realpath(real) if os.path.islink(real) or name in ('', '.', '..') \
            else real
