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
