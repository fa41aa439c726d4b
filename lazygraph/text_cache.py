"""File texts kept for many compiles (a fleet worker's), read again only when the
file changed.

A file's text is kept with its stat signature (device, inode, size, modification
and change times in nanoseconds): while the signature is the same, the text is
the one read. The signature alone cannot see a change made within the clock's
granularity of the previous one that keeps the size (git's "racy" case), so a
text read less than SETTLE_NS after its file's last change is not trusted: it is
read again until the file has been left alone that long.
"""
import os
import time

from .hashing import text_hash
from .source import read_input_text

# Longer than any file system's timestamp granularity (FAT's is 2 s).
SETTLE_NS = 3_000_000_000
_now = time.time_ns      # the clock the settling is measured on (tests move it)


class CachedText:
    __slots__ = ('signature', 'text', 'settled', '_digest')

    def __init__(self, signature, text, settled):
        self.signature, self.text, self.settled = signature, text, settled
        self._digest = None

    def digest(self):
        """The content hash of the text (hashing.py), computed once per text."""
        if self._digest is None:
            self._digest = text_hash(self.text).digest()
        return self._digest


class TextCache:
    """path -> CachedText for the files a worker reads again and again. The same
    str object is handed out while the file is unchanged, so keys built from it
    hash it once."""

    def __init__(self):
        self._texts = {}
        self.reads = 0          # files read (not served from the cache)

    def get(self, path, read=read_input_text):
        """The CachedText of ``path`` as read(path) reads it (its errors too)."""
        key = (path, read)
        entry = self._texts.get(key)
        try:
            info = os.stat(path)
        except OSError:
            info = None
        signature = None if info is None else (
            info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns,
            info.st_mode)
        if entry is not None and entry.settled and signature == entry.signature:
            return entry
        self._texts.pop(key, None)
        text = read(path)      # its checks and errors as ever
        self.reads += 1
        if signature is None:
            return CachedText(None, text, False)
        settled = _now() - max(info.st_mtime_ns, info.st_ctime_ns) > SETTLE_NS
        entry = CachedText(signature, text, settled)
        if settled:
            self._texts[key] = entry
        return entry
