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
  k+1    [the keys, sorted, the offsets of their lines and of the end from the
         first line's start, 8 hexadecimal digits each]
  then   a line per key, in that order: [key, data]
The index tells what *cannot* touch a key by what it lacks, so a summary is
used only when its lines are the ones written (the checksum); a definition's
line that is not [its key, data] is no footprint (read from its body again)."""
import json
from itertools import accumulate


class FootprintFile:
    """{key: data} of a file's definitions ('class NAME', 'define NAME', ...):
    read from the cache file's bytes a line at a time, or all at once (then
    changed by remember(), and written again by encode())."""
    __slots__ = ('_data', '_entries', '_places', '_offsets', '_read', '_summary')

    def __init__(self, data=None):
        self._data = data or b''
        self._entries = None if data else {}   # every entry, once decoded or changed
        self._places = None       # key -> its place among the lines, once read
        self._offsets = None      # (where the lines start, the offsets' text)
        self._read = {}           # key -> data, of the lines decoded
        self._summary = False     # (leaves, judged, the index's bounds), None: none

    # -- a footprint at a time ----------------------------------------------------------
    def get(self, key):
        if self._entries is not None:
            return self._entries.get(key)
        if key in self._read:
            return self._read[key]
        place = self._key_places().get(key)
        data = None
        if place is not None:
            base, offsets = self._offsets
            at = place * _OFFSET
            try:
                entry = json.loads(self._data[base + int(offsets[at:at + _OFFSET], 16):
                                              base + int(offsets[at + _OFFSET:
                                                                 at + 2 * _OFFSET], 16)])
            except (ValueError, TypeError):
                entry = None
            if type(entry) is list and len(entry) == 2 and entry[0] == key:
                data = entry[1]
        self._read[key] = data
        return data

    def __contains__(self, key):
        return self.get(key) is not None

    def _key_places(self):
        """{key: its place among the lines}, read once from the keys line (get()
        checks the line it finds names its key)."""
        if self._places is None:
            self._places = {}
            layout = self._layout()
            if layout is not None:
                data = self._data
                start = layout[1] + 1
                end = data.find(b'\n', start)
                try:
                    keys, offsets = json.loads(data[start:end if end >= 0 else len(data)])
                    if end >= 0 and type(keys) is list and type(offsets) is str and \
                            len(offsets) == (len(keys) + 1) * _OFFSET:
                        self._places = dict(zip(keys, range(len(keys))))
                        self._offsets = (end + 1, offsets)
                except (ValueError, TypeError):
                    pass        # not this format (a key of a list: unhashable): none
        return self._places

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
            for key in self._key_places():
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
        import zlib       # (here: a `get` that reads no summary does without it)
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
    import zlib
    from ..catalog.footprint import leaf_summary
    leaves, judged, named = leaf_summary(entries)
    checked = '\n'.join([_dumps([leaves, sorted(judged.items(), key=_type_order)])] +
                        ['%s\t%s' % (_dumps(list(key)), _dumps(named[key]))
                         for key in sorted(named)])
    keys = sorted(entries)
    lines = [_dumps([key, entries[key]]) + '\n' for key in keys]
    offsets = ''.join('%0*x' % (_OFFSET, offset)
                      for offset in accumulate(map(len, lines), initial=0))
    return '\n'.join([_dumps([zlib.crc32(checked.encode('ascii')), len(checked)]), checked,
                      _dumps([keys, offsets])]) + '\n' + ''.join(lines)


# Each line's offset from the first's, in the keys line: hexadecimal digits, so
# many (reading 2,000 numbers from JSON cost more than the footprint they find).
_OFFSET = 8


def _type_order(item):
    return (item[0] is not None, item[0] or '')


def _dumps(data):
    # ASCII (the default): offsets in the text are offsets in the file's bytes
    return json.dumps(data, sort_keys=True, separators=(',', ':'))


def _names(names):
    # (the types of 2,000 names in one C loop)
    return type(names) is list and {*map(type, names)} <= _TEXT


_TEXT = frozenset([str])
