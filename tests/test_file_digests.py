"""The digests of large files' texts kept by their stat values (syntax/digests.py):
a file read again unchanged is not hashed again, and an entry that is not
for the file as it is now -- another file's, racy, damaged, writable by
others -- is never trusted."""
import glob
import json
import os

import pytest

from lazygraph.source import Source
from lazygraph.syntax import digests
from lazygraph.syntax.digests import FileDigests
from lazygraph.syntax.parse_cache import ParseCache
from lazygraph.syntax.parser import parse
from test_parse_cache import shape

TEXT = "notify { 'a': message => 'from a' }\n"
OTHER = "notify { 'b': message => 'from b' }\n"     # the same size


@pytest.fixture
def hashed(tmp_path, monkeypatch):
    """The texts hashed: each file counts (SMALLEST 0), settled as soon as written
    (RACY_NS 0)."""
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path / 'cache'))
    monkeypatch.delenv('LAZYGRAPH_NO_PARSE_CACHE', raising=False)
    monkeypatch.setattr(FileDigests, 'SMALLEST', 0)
    monkeypatch.setattr(FileDigests, 'RACY_NS', 0)
    texts = []
    real = digests.encoded_text

    def counting(text):
        texts.append(text)
        return real(text)
    monkeypatch.setattr(digests, 'encoded_text', counting)
    return texts


def _parsed(path):
    return parse(Source.from_file(str(path)), cache=ParseCache.open())


def _entry_path(tmp_path):
    found = glob.glob(str(tmp_path / 'cache' / 'parsed' / 'digest-*.json'))
    assert len(found) == 1
    return found[0]


def test_a_file_read_again_unchanged_is_not_hashed_again(tmp_path, hashed):
    manifest = tmp_path / 'site.pp'
    manifest.write_text(TEXT)
    first = _parsed(manifest)
    assert hashed == [TEXT]
    second = _parsed(manifest)
    assert hashed == [TEXT] and shape(second) == shape(first)
    assert os.stat(_entry_path(tmp_path)).st_mode & 0o777 == 0o600
    # a text not read from a file, or a file below SMALLEST, is hashed
    parse(Source(TEXT, str(manifest)), cache=ParseCache.open())
    assert hashed == [TEXT, TEXT]


def test_a_changed_file_is_hashed_and_parsed_as_it_is_now(tmp_path, hashed):
    manifest = tmp_path / 'site.pp'
    manifest.write_text(TEXT)
    _parsed(manifest)
    info = os.stat(manifest)
    manifest.write_text(OTHER)       # same size, times set back: the change time moved
    os.utime(manifest, ns=(info.st_atime_ns, info.st_mtime_ns))
    program = _parsed(manifest)
    assert hashed == [TEXT, OTHER]
    assert shape(program) == shape(parse(Source(OTHER, str(manifest))))


def _rewrite(path, entry, mode=0o600):
    os.unlink(path)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, mode)
    with os.fdopen(fd, 'w') as f:
        f.write(entry if isinstance(entry, str) else json.dumps(entry))
    os.chmod(path, mode)


def _other_digest(tmp_path):
    """The digest of OTHER, whose parse the cache holds too."""
    other = tmp_path / 'other.pp'
    other.write_text(OTHER)
    _parsed(other)
    (found,) = [p for p in glob.glob(str(tmp_path / 'cache' / 'parsed' / 'digest-*.json'))
                if json.load(open(p))[0] == str(other)]
    digest = json.load(open(found))[3]
    os.unlink(found)
    return digest


@pytest.mark.parametrize('damage', [
    None, 'another file', 'racy', 'other status', 'written not a number', 'others may write',
])
def test_an_entry_not_for_the_file_as_it_is_is_not_trusted(tmp_path, hashed, monkeypatch,
                                                           damage):
    """Each entry below names OTHER's digest, whose parse the cache holds: trusted,
    the file reads back as OTHER -- as it does when nothing is wrong with the
    entry (None: settled, for this file), so each damage is what was refused."""
    manifest = tmp_path / 'site.pp'
    manifest.write_text(TEXT)
    _parsed(manifest)
    other = _other_digest(tmp_path)
    path = _entry_path(tmp_path)
    filename, status, written, _ = json.load(open(path))
    monkeypatch.setattr(FileDigests, 'RACY_NS', 2_000_000_000)
    written = status[4] + 2_000_000_000        # just settled
    mode = 0o600
    if damage == 'another file':
        filename = str(tmp_path / 'other.pp')
    elif damage == 'racy':      # written within the racy window of the file's change
        written -= 1
    elif damage == 'other status':
        status[2] += 1
    elif damage == 'written not a number':
        written = str(written)
    elif damage == 'others may write':
        mode = 0o622
    _rewrite(path, [filename, status, written, other], mode)
    del hashed[:]
    program = _parsed(manifest)
    read_as = OTHER if damage is None else TEXT
    assert shape(program) == shape(parse(Source(read_as, str(manifest))))
    assert hashed == ([] if damage is None else [TEXT])


@pytest.mark.parametrize('planted', [
    'not json', '[]', '{"a": 1}', 'null',
    lambda e: e[:3] + ['../../../x' + 'a' * 54],          # not a digest
    lambda e: e[:3] + [e[3][:63]],
    lambda e: e[:3] + [e[3].upper()],
    lambda e: [e[0], e[1][:4], e[2], e[3]],
    lambda e: [e[0], e[1][:4] + ['5'], e[2], e[3]],
    lambda e: e + [1],
], ids=['text', 'empty', 'dict', 'null', 'path', 'short', 'upper', 'four values',
        'a string value', 'five items'])
def test_a_damaged_entry_is_hashed_again(tmp_path, hashed, planted):
    manifest = tmp_path / 'site.pp'
    manifest.write_text(TEXT)
    _parsed(manifest)
    path = _entry_path(tmp_path)
    entry = json.load(open(path))
    _rewrite(path, planted if isinstance(planted, str) else planted(entry))
    del hashed[:]
    program = _parsed(manifest)
    assert hashed == [TEXT]
    assert shape(program) == shape(parse(Source(TEXT, str(manifest))))
