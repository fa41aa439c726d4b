"""Knowing a file is unchanged by its stat values, and the digests of large
files' texts kept that way.

A file is taken as unchanged since it was recorded while all of its device,
inode, size, modification and change times are the same, and it had not
changed for RACY_NS before the record was written (git's 'racy' rule: a change
within the clock's granularity could leave the times as they were). The change
time is set by the kernel on any write and cannot be set back by a user
program, so an edited file is read (and hashed) again. The parse cache's
FileIndex and FileDigests below both trust a file by this rule.
"""
import json
import os
import struct
import time

from ..hashing import content_hash, encoded_text
from . import tables

RACY_NS = 2_000_000_000


def file_status(path, info=None):
    """[device, inode, size, mtime_ns, ctime_ns] of ``path`` (or of its os.stat
    ``info``), None when it cannot be stat'ed."""
    if info is None:
        try:
            info = os.stat(path)
        except OSError:
            return None
    return [info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns]


def unchanged_since(status, known, written, racy_ns=RACY_NS):
    """Whether a file whose file_status() is ``status`` is the one recorded as
    ``known`` at ``written`` (time.time_ns() after it was read), by the rule above."""
    return status is not None and status == known and isinstance(written, int) and \
        settled(status[4], written, racy_ns)


def settled(ctime_ns, written, racy_ns=RACY_NS):
    """Whether a record written at ``written`` of a file last changed at
    ``ctime_ns`` may be trusted (the racy rule above)."""
    return written - ctime_ns >= racy_ns


def still_as_read(path, status, size, racy_ns=RACY_NS):
    """Whether the file at ``path`` is still the one read when its os.stat was
    ``status`` (``size`` bytes read), and has settled: only then may what was
    read from it be recorded by its stat (a file rewritten to the same size in
    between would have its new stat kept with the old text's data)."""
    if status is None or status.st_size != size:
        return False
    try:
        now = os.stat(path)
    except OSError:
        return False
    return file_stamp(now) == file_stamp(status) and \
        settled(now.st_ctime_ns, time.time_ns(), racy_ns)


def file_stamp(info):
    """file_status() of the os.stat result ``info`` as one string: what a
    record that is written only once its file has settled keeps (FileIndex:
    hundreds of entries read back as strings cost less than as five 19-digit
    numbers each). The values packed in 64 bits each, as hexadecimal text
    (a `get` stamps every module file its cone reaches: formatting five
    numbers in decimal cost twice as much); a value beyond 64 bits is
    written in decimal, which has colons: a stamp is one stat's only."""
    try:
        return _STAMP(info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns,
                      info.st_ctime_ns).hex()
    except struct.error:
        return '%d:%d:%d:%d:%d' % (info.st_dev, info.st_ino, info.st_size,
                                   info.st_mtime_ns, info.st_ctime_ns)


_STAMP = struct.Struct('<QQQqq').pack     # times may be before 1970


class FileDigests:
    """The content hashes (hashing.text_hash, hex) of the large files a session
    reads from disk, each kept in the parse cache's private directory with the
    stat values of the file it was computed from: a file read again unchanged
    is not hashed again (a 790 kB manifest: 9 M instructions of a `get` whose
    answer takes 80 M). Only a Source read by Source.from_file (its ``status``
    taken when read) is looked up; an entry is data checked as it is read, and
    anything else -- another file's, damaged, not settled -- is hashed again."""

    RACY_NS = RACY_NS
    # Below this, hashing the text costs less than reading its entry.
    SMALLEST = 64 * 1024

    def __init__(self, directory):
        self.directory = directory

    def hexdigest(self, source):
        """The hex content hash of ``source``'s text."""
        status = source.status
        if status is None or status.st_size < self.SMALLEST:
            return content_hash(encoded_text(source.text)).hexdigest()
        status = file_status(None, status)
        filename = os.path.abspath(source.filename)
        path = os.path.join(self.directory, 'digest-%s.json' % content_hash(
            filename.encode('utf-8', 'surrogateescape')).hexdigest()[:40])
        known = self._entry(path, filename)
        if known is not None and unchanged_since(status, known[0], known[1], self.RACY_NS):
            return known[2]
        data = encoded_text(source.text)
        digest = content_hash(data).hexdigest()
        # kept for the file as it still is, once the entry would be trusted
        if still_as_read(filename, source.status, len(data), self.RACY_NS):
            try:
                tables.write_private(path, json.dumps([filename, status, time.time_ns(),
                                                       digest]))
            except (OSError, ValueError):
                pass
        return digest

    @staticmethod
    def _entry(path, filename):
        """(status, written, digest) of the entry at ``path`` when it is one for
        ``filename``, else None."""
        text = tables.read_private(path)
        try:
            entry = json.loads(text) if text is not None else None
        except ValueError:
            return None
        if not (type(entry) is list and len(entry) == 4 and entry[0] == filename):
            return None
        status, written, digest = entry[1:]
        if not (type(status) is list and len(status) == 5 and
                all(type(value) is int for value in status) and type(written) is int and
                type(digest) is str and len(digest) == 64 and
                not digest.strip('0123456789abcdef')):
            return None
        return status, written, digest
