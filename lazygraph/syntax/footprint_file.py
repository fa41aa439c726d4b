"""A source file's cached footprints (catalog/footprint.py) as the parse cache
keeps them: a line per definition, read one at a time, and a summary of the
file's leaf classes -- those that run nothing else -- with an index of the
literal titles they name, so that `get` finds which of a big manifest's 2,000
classes cannot touch its key without decoding 2,000 footprints (decoding the
whole table cost more than the rest of such a `get`; what the summary holds:
catalog/footprint.leaf_summary).

The file's lines (JSON, ASCII):
  0      [checksum, length]: zlib.crc32 and byte length of lines 1..k
  1      the summary: [leaf class names, [[type or null, [names]], ...]]
  2..k   the index: [type, normalised title]<TAB>[leaf class names]
  k+1    [the keys, sorted, the length of each one's line and newline]
  then   a line per key, in that order: [key, data]
The index tells what *cannot* touch a key by what it lacks, so a summary is
used only when its lines are the ones written (the checksum); a definition's
line that is not [its key, data] is no footprint (read from its body again)."""
import json
import zlib
from itertools import accumulate


class FootprintFile:
    """{key: data} of a file's definitions ('class NAME', 'define NAME', ...):
    read from the cache file's bytes a line at a time, or all at once (then
    changed by remember(), and written again by encode())."""
    __slots__ = ('_data', '_entries', '_lines', '_read', '_summary')

    def __init__(self, data=None):
        self._data = data or b''
        self._entries = None if data else {}   # every entry, once decoded or changed
        self._lines = None        # key -> (start, size) of its line, once read
        self._read = {}           # key -> data, of the lines decoded
        self._summary = False     # (leaves, judged, the index's bounds), None: none

    # -- a footprint at a time ----------------------------------------------------------
    def get(self, key):
        if self._entries is not None:
            return self._entries.get(key)
        if key in self._read:
            return self._read[key]
        place = self._key_lines().get(key)
        data = None
        if place is not None:
            start, size = place
            try:
                entry = json.loads(self._data[start:start + size - 1])
            except (ValueError, TypeError):
                entry = None
            if type(entry) is list and len(entry) == 2 and entry[0] == key:
                data = entry[1]
        self._read[key] = data
        return data

    def __contains__(self, key):
        return self.get(key) is not None

    def _key_lines(self):
        """{key: (where its line starts, its length and newline's)}: read once
        from the keys line (get() checks the line names its key)."""
        if self._lines is None:
            self._lines = {}
            layout = self._layout()
            if layout is not None:
                data = self._data
                start = layout[1] + 1
                end = data.find(b'\n', start)
                try:
                    keys, sizes = json.loads(data[start:end if end >= 0 else len(data)])
                    if end >= 0 and _names(keys) and type(sizes) is list:
                        self._lines = dict(zip(keys, zip(accumulate(sizes, initial=end + 1),
                                                         sizes)))
                except (ValueError, TypeError):
                    pass        # not this format: no footprints
        return self._lines

    def _layout(self):
        """(start, end) of the checked lines (the summary and its index), None
        when the file is not of this format."""
        data = self._data
        first = data.find(b'\n')
        try:
            checksum, length = json.loads(data[:first]) if first > 0 else None
        except (ValueError, TypeError):
            return None
        if not (type(checksum) is int and type(length) is int and length > 0):
            return None
        end = first + 1 + length
        if end >= len(data) or data[end] != 10:    # a newline after them
            return None
        return first + 1, end

    # -- all of them --------------------------------------------------------------------
    def entries(self):
        """Every entry: {key: data} (decoded once; damaged lines left out)."""
        if self._entries is None:
            entries = {}
            for key in self._key_lines():
                data = self.get(key)
                if data is not None:
                    entries[key] = data
            self._entries = entries
        return self._entries

    def remember(self, key, data):
        self.entries()[key] = data
        self._summary = None        # it summarises the entries read

    def encode(self):
        return encode(self.entries())

    # -- the leaf summary ---------------------------------------------------------------
    def leaf_summary(self):
        """(the leaf classes' names, {type or None: names judged one by one})
        as written with these entries, None when there is none to trust."""
        if self._summary is False:
            self._summary = self._read_summary()
        return None if self._summary is None else self._summary[:2]

    def _read_summary(self):
        layout = self._layout()
        if layout is None:
            return None
        start, end = layout
        data = self._data
        line_end = data.find(b'\n', start, end)
        try:
            checksum = json.loads(data[:start])[0]
            if zlib.crc32(memoryview(data)[start:end]) != checksum:
                return None
            leaves, judged = json.loads(data[start:line_end if line_end >= 0 else end])
        except (ValueError, TypeError):
            return None
        if not _names(leaves) or type(judged) is not list:
            return None
        by_type = {}
        for item in judged:
            if not (type(item) is list and len(item) == 2 and _names(item[1]) and
                    (item[0] is None or type(item[0]) is str)):
                return None
            by_type[item[0]] = item[1]
        if len(by_type) != len(judged):
            return None
        return leaves, by_type, (line_end if line_end >= 0 else end, end)

    def leaves_naming(self, type_name, title):
        """The leaf classes that name the normalised literal ``title`` as a
        ``type_name`` (the summary's index), None when it cannot say."""
        if not self._summary:
            return None
        start, end = self._summary[2]
        key = b'\n%s\t' % _dumps([type_name, title]).encode('ascii')
        found = self._data.find(key, start, end)
        if found < 0:
            return []
        found += len(key)
        line_end = self._data.find(b'\n', found, end)
        try:
            names = json.loads(self._data[found:line_end if line_end >= 0 else end])
        except ValueError:
            return None
        return names if _names(names) else None


def encode(entries):
    """The cache file's text of ``entries`` ({key: data}), with their summary."""
    from ..catalog.footprint import leaf_summary
    leaves, judged, named = leaf_summary(entries)
    checked = '\n'.join([_dumps([leaves, sorted(judged.items(), key=_type_order)])] +
                        ['%s\t%s' % (_dumps(list(key)), _dumps(named[key]))
                         for key in sorted(named)])
    keys = sorted(entries)
    lines = [_dumps([key, entries[key]]) for key in keys]
    return '\n'.join([_dumps([zlib.crc32(checked.encode('ascii')), len(checked)]), checked,
                      _dumps([keys, [len(line) + 1 for line in lines]])] + lines)


def _type_order(item):
    return (item[0] is not None, item[0] or '')


def _dumps(data):
    # ASCII (the default): offsets in the text are offsets in the file's bytes
    return json.dumps(data, sort_keys=True, separators=(',', ':'))


def _names(names):
    return type(names) is list and all(type(name) is str for name in names)
