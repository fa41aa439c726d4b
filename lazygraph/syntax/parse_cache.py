"""A persistent cache of parsed files: the graph a file parses to, as JSON.

Keyed by a hash of the file's text, the parse options and the code of the
lexer, parser and node classes (a change to any of them is a new key), and
kept in the user's private cache directory beside the parser tables
(syntax/tables.py: created 0700, owner-checked, files 0600). The format is
data only -- never a pickle -- and it is checked as it is read: every class
must be one of lazygraph's node kinds and every entry must have the shape
that kind has, else the file is parsed again. Only successful parses are
stored, so errors are always reported by the parser itself.

Reading the cached form is several times faster than parsing (bench/
parse_bench.py); `LAZYGRAPH_NO_PARSE_CACHE=1` turns it off.
"""
import functools
import json
import os

from ..hashing import content_hash, encoded_text
from ..source import Source, Span
from .names import Name
from ..values.core import DEFAULT, PRegexp
from . import tables
from .digests import RACY_NS, FileDigests, file_stamp, still_as_read
from .cache_json import LineReader, scan_json_line
# every node kind a cached file may hold (_node_kinds: the Node classes defined)
from ..nodes import (access, calls, catalog, control, data, definitions,  # noqa: F401
                     object_types, operators, scope, templates)

FORMAT = 7
_DEFAULT_TAG, _REGEX_TAG, _NAME_TAG, _STUBS_TAG = 'd', 'r', 'n', 'k'


@functools.lru_cache(maxsize=1)
def _code_hash():
    """A hash of the code that decides what a file parses to (the code this
    process runs: hashed once, not by each compile): each file's name, size and
    modification time, as Python itself tells a source file from the bytecode
    it compiled before (reading and hashing the 280 kB was a millisecond of
    every command)."""
    return code_hash_of(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def code_hash_of(package):
    """_code_hash() of the lazygraph package in directory ``package``."""
    here = os.path.join(package, 'syntax')
    nodes = os.path.join(package, 'nodes')
    digest = content_hash(b'%d' % FORMAT)
    paths = [os.path.join(d, name) for d in (here, nodes) for name in sorted(os.listdir(d))
             if name.endswith('.py')]
    paths += [os.path.join(package, 'catalog', name)      # footprints
              for name in ('cone.py', 'footprint.py', 'titles.py')]
    # module types read from Ruby (types/ruby_type.py keeps them here)
    paths += [os.path.join(package, 'types', name)
              for name in ('resource_type.py', 'ruby_lexer.py', 'ruby_type.py')]
    # ERB templates' trees (templates/erb/stored.py)
    erb = os.path.join(package, 'templates', 'erb')
    paths += [os.path.join(erb, name) for name in sorted(os.listdir(erb))
              if name.endswith('.py')]
    for path in paths:
        info = os.stat(path)
        digest.update(b'%s\0%d\0%d\0' % (path.encode('utf-8', 'surrogateescape'),
                                           info.st_size, info.st_mtime_ns))
    return digest.hexdigest()


class ParseCache:
    """Parsed files of one session, read from and written to the private cache."""

    def __init__(self, directory):
        self.directory = directory
        self.code = _code_hash()
        self.digests = FileDigests(directory)
        self.kinds = _node_kinds()
        from .decoders import first_decoder     # decoders reads this module's helpers
        self.first_decoder = first_decoder
        self.read_line = LineReader()
        self.hits = self.misses = 0
        self._paths = {}          # Source -> (hash of its text, {options: path})
        self._footprints = {}     # path of a file's footprints -> {key: data}
        self._tables = {}         # Source -> its {key: data} (the same dict)
        self._dirty = set()
        self._indexes = {}        # modulepath directory -> FileIndex

    @classmethod
    def open(cls, quiet=False):
        """The user's cache, or None when disabled or unusable (quiet: without
        the warning saying why, which the compile's own cache gave)."""
        if os.environ.get('LAZYGRAPH_NO_PARSE_CACHE'):
            return None
        root = tables.private_directory(quiet=quiet)
        if root is None:
            return None
        directory = os.path.join(root, 'parsed')
        try:
            os.makedirs(directory, mode=0o700, exist_ok=True)
        except OSError:
            return None
        if tables.directory_problem(directory) is not None:
            return None
        return cls(directory)

    def _path(self, source, options):
        known = self._paths.get(source)
        if known is None:      # each file's text is hashed once per session (at most)
            known = self._paths[source] = (self.digests.hexdigest(source), {})
        text, paths = known
        path = paths.get(options)
        if path is None:
            digest = content_hash(('%s\0%s\0%s' % (self.code, options, text)).encode())
            path = paths[options] = os.path.join(self.directory,
                                                 digest.hexdigest()[:40] + '.json')
        return path

    def load(self, source, options, kind='Program'):
        """The ``kind`` node (a Program, an EppTemplate) of ``source`` from the
        cache, or None."""
        data = tables.read_private(self._path(source, options), binary=True)
        if data is None:
            self.misses += 1
            return None
        try:
            # the tree on the first line, then one line per lazy body: only the
            # tree is decoded now, a body when it is first built (its line is
            # cut out of the file's bytes then: _Lines)
            end = data.find(b'\n')
            names, tree = self.read_line(data[:end] if end >= 0 else data)
            node = decode(((names, tree), _Lines(data, end + 1 if end >= 0 else len(data))),
                          source, self.kinds, self.first_decoder, self.read_line)
            if type(node).__name__ != kind:
                raise ValueError('not a parsed file')
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
            node = None       # not our format: parse again (and overwrite it)
        if node is None:
            self.misses += 1
        else:
            self.hits += 1
        return node

    def load_data(self, source, options):
        """JSON data kept for ``source`` under ``options`` (what is read from a
        file other than its parse: types/ruby_type.py), or None."""
        text = tables.read_private(self._path(source, options))
        try:
            return json.loads(text) if text is not None else None
        except ValueError:
            return None

    def store_data(self, source, options, data):
        try:
            tables.write_private(self._path(source, options),
                                 json.dumps(data, separators=(',', ':')))
        except (OSError, ValueError):
            pass

    def compiled_erb(self, source, compile_erb):
        """An ERB template, its parsed tree read back when this text was compiled
        before (templates/erb/stored.py; a fleet worker's code cache also shares
        them: code_cache.py)."""
        from ..templates.erb import ErbTemplate, stored
        try:
            data = self.load_data(source, 'erb')
            tree = stored.decode(data) if data is not None else None
        except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError):
            tree = None           # not our format: compiled again (and overwritten)
        if type(tree).__name__ == 'Seq':
            self.hits += 1
            return ErbTemplate.from_tree(source.text, source.filename, tree)
        self.misses += 1
        compiled = compile_erb(source.text, source.filename)
        try:
            self.store_data(source, 'erb', stored.encode(compiled.tree))
        except (stored.Unstorable, RecursionError):
            pass
        return compiled

    # -- footprints (catalog/cone.py) of a file's classes and defines ----------------------
    def footprint(self, source, key):
        return self.footprints(source).get(key)

    def footprints(self, source):
        """The footprints kept for ``source``'s definitions: a FootprintFile of
        {'class NAME' (or 'define ...', 'function ...'): data} (data never
        changed by readers)."""
        table = self._tables.get(source)
        if table is None:      # `get` asks once per class of a file: the path once per file
            table = self._tables[source] = self._footprints_of(source)
        return table

    def file_footprint(self, path, root, key, status, limit):
        """The footprint ``key`` of the module file ``path`` (below the modulepath
        directory ``root``) that nothing has loaded: from the root's index when
        the file is unchanged since it was recorded (FileIndex), else read and
        hashed like any file (a file `get` skips is never parsed). status: the
        file's os.stat, when the caller has just taken it (else None); limit:
        max_input_size(), which the caller reads once for all its files."""
        index = self.file_index(root)
        table = index.footprints(path, status, limit)
        if table is None:
            source = Source.from_file(path)
            table = self._footprints_of(source)
            if key in table:
                index.record(path, source, table.entries())
        return table.get(key)

    def file_index(self, root):
        """The FileIndex of the modulepath directory ``root``, read once a session."""
        index = self._indexes.get(root)
        if index is None:
            index = self._indexes[root] = FileIndex(self, root)
        return index

    def remember_footprint(self, source, key, data):
        path = self._path(source, 'footprints')
        self._footprints_of(source).remember(key, data)
        self._dirty.add(path)
        for index in self._indexes.values():     # its recorded table is now short of one
            index.forget(source.filename)

    def _footprints_of(self, source):
        path = self._path(source, 'footprints')
        table = self._footprints.get(path)
        if table is None:
            # read a line at a time; imported here: a `get` answered from a
            # modulepath's FileIndex reads none
            from .footprint_file import FootprintFile
            table = self._footprints[path] = FootprintFile(
                tables.read_private(path, binary=True))
        return table

    def flush(self):
        """Write the footprints learnt in this session."""
        for path in sorted(self._dirty):
            try:
                tables.write_private(path, self._footprints[path].encode())
            except (OSError, ValueError):
                pass
        self._dirty.clear()
        for root in sorted(self._indexes):
            self._indexes[root].flush()

    def store(self, source, options, program):
        try:
            tree, bodies = encode(program)
            tables.write_private(self._path(source, options), '\n'.join(
                [_dumps(tree)] + bodies))
        except (OSError, UnicodeEncodeError, ValueError, RecursionError):
            pass      # a full disk, a lone surrogate: the next run parses again


class FileIndex:
    """What the cache knows of a modulepath directory's files without reading
    them: for each file, its stamp (digests.file_stamp: device, inode, size,
    modification and change times) when it was read, and what was read from
    it -- a module file's footprints ({'class NAME': data, ...}), a template's
    ({'template': data}: catalog/cone.py). `get` asks for the footprints of
    every class a key's cone may reach; reading and hashing each module file
    for them cost more than the rest of the answer. A file is recorded only
    once it has settled by digests' racy rule, and its entry is trusted while
    the file's stamp is the one recorded (digests.still_as_read when written:
    settled, the stat it was read with; the same stat since)."""

    RACY_NS = RACY_NS

    def __init__(self, cache, root):
        self.root = root      # not the cache: it holds this index (no cycle back)
        digest = content_hash(('%s\0index\0%s' % (cache.code, root)).encode())
        self.path = os.path.join(cache.directory, 'index-%s.json' % digest.hexdigest()[:40])
        self.dirty = False
        text = tables.read_private(self.path)
        try:
            files = json.loads(text) if text is not None else {}
        except ValueError:
            files = {}
        self.files = files if isinstance(files, dict) else {}

    def footprints(self, path, status, limit):
        """The table recorded for ``path`` while the file is unchanged (status:
        its os.stat as the caller took it this session, e.g. when it found the
        file; None: taken here), else None; None too
        when it is larger than ``limit`` now (read as any file, which refuses it)."""
        entry = self.files.get(path)
        if not (type(entry) is list and len(entry) == 2 and type(entry[1]) is dict):
            return None
        if status is None:
            try:
                status = os.stat(path)
            except OSError:
                return None
        if entry[0] != file_stamp(status) or status.st_size > limit:
            return None
        return entry[1]

    def record(self, path, source, table):
        """Remember ``table`` for ``path`` if the file read into ``source`` is
        still the one on disk -- its stat now is the one taken when it was read
        (Source.status), as FileDigests records a digest (a file rewritten to
        the same size in between would have its new stat kept with the old
        text's footprints) -- and it has settled."""
        if not still_as_read(path, source.status, len(encoded_text(source.text)),
                             self.RACY_NS):
            return
        self.files[path] = [file_stamp(source.status), table]
        self.dirty = True

    def forget(self, path):
        if self.files.pop(path, None) is not None:
            self.dirty = True

    def flush(self):
        if not self.dirty:
            return
        try:
            tables.write_private(self.path, json.dumps(self.files, sort_keys=True,
                                                       separators=(',', ':')))
        except (OSError, ValueError):
            pass
        self.dirty = False


class _BodyLines(list):
    """The lazy bodies' lines of a file being encoded, in order, with where the
    next one will start (its byte offset after the first line)."""

    def __init__(self):
        super().__init__()
        self.size = 0

    def add(self, text):
        """Append the line ``text``: the offset a node refers to it by."""
        offset = self.size
        self.append(text)
        self.size += (len(text) if text.isascii() else len(text.encode('utf-8'))) + 1
        return offset


class _Lines:
    """The body lines of a cache file, each cut out of the file's bytes when it
    is built (`get` builds a few bodies of a file: splitting 2,000 classes'
    lines up front cost more than building the one it needs). A line is named
    by its byte offset after the first line: nodes refer to their lines
    directly, no table of where each starts to read with the tree."""
    __slots__ = ('data', 'base')

    def __init__(self, data, base):
        self.data, self.base = data, base

    def __getitem__(self, offset):
        """The line at ``offset``: IndexError unless a line starts there."""
        data = self.data
        start = self.base + offset if offset.__class__ is int and offset >= 0 else -1
        if not 0 < start < len(data) or data[start - 1] != 10:     # after a newline
            raise IndexError('not a body line')
        end = data.find(b'\n', start)
        return data[start:end if end >= 0 else len(data)]


# -- the format ----------------------------------------------------------------------
# A file's first line is [kinds, tree]: the names of the node kinds it uses and
# its tree; a node is [kind (an index into kinds), start, end, attr..., field...]
# (start -1: no span). A field is null, a node, a list of nodes, or -- for the
# lazy parts of a class or define -- {'b': body line, 'n': nested definitions}
# or {'p': parameters line}, a line named by its byte offset after the first
# (a line's nested bodies come before it, so each offset is known when it is
# written). Every integer fits in 64 bits, signed (_encode_value; the rest are
# offsets and indexes). Positional and flat so that a generated decoder per
# kind reads a node with one unpacking (building class bodies from this is the
# largest cost of a warm compile).

def encode(program):
    """([kinds, tree], bodies): the tree of ``program``'s nodes with the kind names
    it uses, and the JSON text of each lazy body it refers to by offset (a file
    holds the first, then the bodies, a line each)."""
    bodies = _BodyLines()
    kinds = {}
    tree = _encode(program, bodies, kinds)
    return [sorted(kinds, key=kinds.get), tree], bodies


def _encode(node, bodies, kinds):
    span = node.span
    name = type(node).__name__
    kind = kinds.setdefault(name, len(kinds))
    lazy = LAZY_FIELDS.get(name)
    out = [kind, span.start if span is not None else -1, span.end if span is not None else -1]
    out += [_encode_value(getattr(node, attr)) for attr in node.attrs]
    out += [_encode_lazy(node, bodies, kinds) if field == lazy else
            _encode_params(getattr(node, field), bodies, kinds) if lazy and field == 'params'
            else _encode_child(getattr(node, field), bodies, kinds) for field in node.fields]
    return out


# Fields kept as data when read back, built on first use (nodes/definitions.py
# LazyBody); their parameters too (LazyParams), which a skipped class never needs.
LAZY_FIELDS = {'ClassDefinition': 'body', 'DefineDefinition': 'body'}


def _dumps(data):
    return json.dumps(data, separators=(',', ':'), ensure_ascii=False)


def _encode_params(params, bodies, kinds):
    if not params:
        return _encode_child(params, bodies, kinds)
    return {'p': bodies.add(_dumps([_encode(p, bodies, kinds) for p in params]))}


def _encode_lazy(definition, bodies, kinds):
    from ..nodes.definitions import Definition
    from ..nodes.scope_index import index_plan
    body = definition.body
    nested = any(isinstance(n, Definition) for n in body.walk())
    # the plan of the body's index goes with it (an evaluation of this compile
    # uses it too)
    plan = definition.index_plan()
    if plan is None:
        plan = index_plan(body)
        definition.learn_index_plan(plan)
    # a body of its own: reading the file decodes it only when it is built
    # (nested bodies are added while encoding it, before it)
    return {'b': bodies.add(_dumps([_encode(body, bodies, kinds), plan])), 'n': nested}


def _encode_child(value, bodies, kinds):
    if value is None:
        return None
    if isinstance(value, list):
        return [_encode(item, bodies, kinds) for item in value]
    return _encode(value, bodies, kinds)


def _encode_value(value):
    if value is DEFAULT:
        return {_DEFAULT_TAG: 1}
    if isinstance(value, PRegexp):
        return {_REGEX_TAG: value.source}
    if isinstance(value, Name):
        span = value.span
        return {_NAME_TAG: str(value), 's': span.start, 'e': span.end}
    if isinstance(value, list):     # SkimmedResources' stubs (syntax/statements.py), not read yet
        if any(stub.expression is not None for stub in value):
            raise ValueError('a skimmed statement already read')
        return {_STUBS_TAG: [[s.start, s.end, s.form, s.type_name, s.title, s.title_start]
                             for s in value]}
    if value is None or isinstance(value, (bool, float, str)):
        return value
    if isinstance(value, int):
        # orjson reads an integer past 64 bits as a float (cache_json.py): no
        # line holds one (the lexer refuses such a literal; a file is cached
        # only once it parsed)
        if -_INT64 <= value < _INT64:
            return value
        raise ValueError('cannot cache an integer past 64 bits')
    raise ValueError('cannot cache a %s' % type(value).__name__)


_INT64 = 1 << 63


def _node_kinds():
    from ..nodes.base import Node
    kinds = {}
    stack = [Node]
    while stack:
        cls = stack.pop()
        kinds[cls.__name__] = cls
        stack.extend(cls.__subclasses__())
    return kinds


def decode(encoded, source, kinds=None, first_decoder=None, read_line=scan_json_line):
    """The node ``encode`` gave ([kinds, tree], bodies) for; bodies: its list
    of JSON texts, or a file's _Lines. Anything not of this format raises
    ValueError, TypeError, KeyError or IndexError. first_decoder:
    decoders.first_decoder, which a ParseCache imports once (an import per file
    cost more than a small file's decoding). read_line: what reads a body's
    line (a ParseCache's LineReader)."""
    (names, data), bodies = encoded
    if isinstance(bodies, list):      # the lines as a file holds them, after its first
        bodies = _Lines(('\n' + '\n'.join(bodies)).encode('utf-8'), 1)
    kinds = kinds or _node_kinds()
    if type(names) is not list:
        raise ValueError('not a list of kinds')
    if first_decoder is None:
        from .decoders import first_decoder
    # What every decoder of this file reads: (source, its length, kind index ->
    # decoder, body lines, their reader). Plain data, no closures: a file's lazy
    # bodies keep it, and nothing in it refers back to them (no cycle for the
    # collector).
    context = (source, len(source.text), [first_decoder(kinds[name]) for name in names],
               bodies, read_line)
    return context[2][data[0]](data, context, None)


def _span(start, end, context):
    if not (type(start) is int and type(end) is int and 0 <= start <= end <= context[1]):
        raise ValueError('span out of the file')
    return Span(context[0], start, end)


def _value(item, context):
    """An attribute value: JSON's own, or one of the tagged kinds."""
    if type(item) is not dict:
        if item is None or isinstance(item, (bool, int, float, str)):
            return item
        raise ValueError('not a cached value')
    if _NAME_TAG in item:
        return Name(item[_NAME_TAG], _span(item['s'], item['e'], context))
    if _DEFAULT_TAG in item:
        return DEFAULT
    if _REGEX_TAG in item:
        return PRegexp(item[_REGEX_TAG])
    from .statements import Stub
    stubs = []
    for start, end, form, type_name, title, title_start in item[_STUBS_TAG]:
        if not (isinstance(start, int) and isinstance(end, int) and
                0 <= start <= end <= context[1] and isinstance(title, str) and
                isinstance(type_name, str) and isinstance(form, str)):
            raise ValueError('not a skimmed statement')
        stubs.append(Stub(start, end, form, type_name, title, title_start))
    return stubs


def _hold_body(node, item, context):
    """A class's or define's body ({'b': its line, 'n': nested definitions}),
    kept as (the file's context, the offset of its line): read when first built."""
    node.hold_lazily((context, item['b']), _build, bool(item['n']))


def _hold_params(node, item, context):
    """A class's or define's parameters ({'p': their line}), kept likewise."""
    node.hold_params_lazily((context, item['p']), _build_list)


# The lazy fields of LAZY_FIELDS' kinds: who keeps each as data. An offset where
# no line starts is an IndexError when the line is read (_Lines), which the
# builder treats as any damaged entry (checking it here was a Python call per
# class and per parameter list).
HOLDERS = {'body': _hold_body, 'params': _hold_params}


def _build(held):
    """A lazy body's line: (its node, the plan of its index or None)."""
    context, offset = held
    item, plan = context[4](context[3][offset])
    return context[2][item[0]](item, context, None), plan


def _build_list(held, parent):
    """A lazy list's line: its nodes, each with the parent ``parent``."""
    context, offset = held
    items = context[4](context[3][offset])
    if type(items) is not list:
        raise ValueError('not a list of nodes')
    table = context[2]
    return [table[item[0]](item, context, parent) for item in items]
