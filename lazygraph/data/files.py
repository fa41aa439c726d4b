"""Reading data files: YAML (safely, aliases bounded), JSON, HOCON.

Each reader returns a DataFile: the parsed hash and the line of each top-level
key (for `--explain`: which file and line a value came from).
"""
import functools
import json
import marshal

from ..patterns import LazyPattern
from ..hashing import text_hash
from ..errors import InputError
from ..source import Source, Span, read_input_text
from .errors import DataError, file_span

# A YAML alias bomb ("billion laughs") expands exponentially; real data files
# use a handful of aliases.
MAX_EXPANDED = 1000000
# Ruby's JSON.parse refuses more than 100 nested arrays and hashes (Puppet's
# json_data and facts): "nesting of 101 is too deep".
MAX_JSON_NESTING = 100
# YAML has no such limit in Puppet (Psych overflows its stack first); here
# libyaml's composer recurses in C, and would crash the process far deeper.
MAX_YAML_NESTING = 10000
_JSON_TOKENS = LazyPattern(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')
_YAML_NESTERS = ('[', '{', '-', '?')


class DataFile:
    __slots__ = ('path', 'data', 'lines', 'text', 'shared', '_source')

    def __init__(self, path, data, lines=None, text=''):
        self.path, self.data, self.lines, self.text = path, data, lines or {}, text
        self.shared = False     # data (its values) the worker's: copied when taken
        self._source = None

    def line_of(self, key):
        return self.lines.get(key)

    def span_of(self, key):
        """Where ``key`` is defined (for explanations), or None."""
        line = self.lines.get(key)
        if line is None:
            return None
        if self._source is None:
            self._source = Source(self.text, self.path)
        start = self._source.line_starts()[line - 1]
        return Span(self._source, start, start + max(1, len(str(key))))


def read_text(path):
    try:
        return read_input_text(path)
    except InputError as exc:
        # named in the message too: a lookup's error is located at the lookup
        message = exc.message if exc.message.startswith(path) else '%s: %s' % (path,
                                                                               exc.message)
        raise DataError(message, exc.span or file_span(path, ''))


@functools.lru_cache(maxsize=None)
def _bounded_loader():
    """The safe loader (libyaml's when available) refusing dates as Puppet does;
    alias bombs are stopped by the expansion budget of _plain. Made on first
    use: importing YAML takes about 10 ms, and many compiles read no YAML."""
    import yaml

    class BoundedLoader(getattr(yaml, 'CSafeLoader', yaml.SafeLoader)):
        pass

    def no_dates(loader, node):
        # Puppet's safe YAML loader permits no Date/Time objects.
        raise yaml.constructor.ConstructorError(None, None, 'Tried to load unspecified '
                                                'class: Date', node.start_mark)

    BoundedLoader.add_constructor('tag:yaml.org,2002:timestamp', no_dates)
    return BoundedLoader


def load_yaml(path, text=None, what='YAML'):
    """(data, {top-level key: line}) of a YAML file; errors located in the file."""
    if text is None:
        text = read_text(path)
    import yaml
    _check_yaml_nesting(path, text, what)
    loader = _bounded_loader()(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None, {}
        lines = {}
        if isinstance(node, yaml.MappingNode):
            for key_node, _ in node.value:
                if isinstance(key_node, yaml.ScalarNode):
                    lines[key_node.value] = key_node.start_mark.line + 1
        data = loader.construct_document(node)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        index = mark.index if mark is not None else 0
        raise DataError('%s: malformed %s: %s' % (path, what, exc.problem or exc),
                        file_span(path, text, index))
    except (yaml.YAMLError, RecursionError) as exc:
        raise DataError('%s: malformed %s: %s' % (path, what, exc), file_span(path, text))
    finally:
        loader.dispose()
    return _plain(data, path, text), lines


def json_nesting_error(path, text, what='JSON'):
    """Ruby's JSON nesting limit, at the bracket that passes it (None: within)."""
    if text.count('[') + text.count('{') <= MAX_JSON_NESTING:
        return None
    depth = 0
    for match in _JSON_TOKENS.finditer(text):
        c = match.group()
        if c in '[{':
            depth += 1
            if depth > MAX_JSON_NESTING:
                return DataError('%s: malformed %s: nesting of %d is too deep'
                                 % (path, what, depth), file_span(path, text, match.start()))
        elif c in ']}':
            depth -= 1
    return None


def _check_yaml_nesting(path, text, what):
    """Refuse YAML nested deeper than MAX_YAML_NESTING, located. The events are
    read only when the text could be that deep: each level takes a [, {, - or ?,
    or (block mappings) one more space of indentation on a line of its own."""
    bound = sum(text.count(c) for c in _YAML_NESTERS) + int((2 * len(text)) ** 0.5) + 1
    if bound <= MAX_YAML_NESTING:
        return
    import yaml
    loader = _bounded_loader()(text)
    depth = 0
    try:
        while loader.check_event():
            event = loader.get_event()
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                depth += 1
                if depth > MAX_YAML_NESTING:
                    raise DataError('%s: malformed %s: nesting of %d is too deep'
                                    % (path, what, depth),
                                    file_span(path, text, event.start_mark.index))
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                depth -= 1
    except yaml.YAMLError:
        return      # the real load reports it, located
    finally:
        loader.dispose()


def _plain(value, path, text, budget=None):
    """The data as independent values (aliases copied), within a size budget: a
    YAML alias bomb expands exponentially however few aliases it has."""
    if budget is None:
        budget = [MAX_EXPANDED]
    budget[0] -= 1
    if budget[0] < 0:
        raise DataError('%s: the data expands to more than %d values (YAML alias bomb?)'
                        % (path, MAX_EXPANDED), file_span(path, text))
    if isinstance(value, dict):
        return {k: _plain(v, path, text, budget) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v, path, text, budget) for v in value]
    if isinstance(value, bytes):
        raise DataError('%s: binary YAML values are not supported' % path, file_span(path, text))
    return value


SURROGATE_ESCAPE = LazyPattern(r'\\u[dD]([89abAB]|[c-fC-F])[0-9a-fA-F]{2}')


def _lone_surrogate_at(text):
    """The offset of the first surrogate escape that is not half of a pair."""
    previous_high = None
    for match in SURROGATE_ESCAPE.finditer(text):
        high = match.group(1) in '89abAB'
        if previous_high is not None and not high and previous_high.end() == match.start():
            previous_high = None
            continue
        if previous_high is not None:
            return previous_high.start()
        if not high:
            return match.start()
        previous_high = match
    return previous_high.start() if previous_high is not None else 0


def _encodable(data):
    try:
        json.dumps(data, ensure_ascii=False).encode('utf-8')
        return True
    except UnicodeEncodeError:
        return False


def load_json(path, text=None):
    if text is None:
        text = read_text(path)
    error = json_nesting_error(path, text)
    if error is not None:
        raise error
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise DataError('%s: malformed JSON: %s' % (path, exc.msg),
                        file_span(path, text, exc.pos))
    if not _encodable(data):
        at = _lone_surrogate_at(text)
        raise DataError('%s: invalid byte sequence in UTF-8 (%s is a lone surrogate, not a '
                        'character)' % (path, text[at:at + 6]), file_span(path, text, at))
    lines = {}
    if isinstance(data, dict):
        for key in data:
            at = text.find(json.dumps(key))
            if at >= 0:
                lines[key] = text.count('\n', 0, at) + 1
    return data, lines


def load_hocon(path, text=None):
    try:
        from pyhocon import ConfigFactory
    except ImportError:
        raise DataError('%s: hocon_data needs the pyhocon package (pip install pyhocon)'
                        % path, file_span(path))
    if text is None:
        text = read_text(path)
    try:
        tree = ConfigFactory.parse_string(text, resolve=True)
    except Exception as exc:   # pyhocon raises several unrelated types
        raise DataError('%s: malformed HOCON: %s' % (path, exc), file_span(path, text))
    return _hocon_plain(tree), {}


def _hocon_plain(value):
    if isinstance(value, dict):
        return {k: _hocon_plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_hocon_plain(v) for v in value]
    return value


class DataFileCache:
    """Data files and hiera.yaml configs shared by the compiles of one fleet worker.
    A file is read again only when it changed (text_cache.TextCache), parsed once
    per content, and a hiera.yaml made into its Config once per content. The
    parsed values are shared, never changed: a Hiera session copies a value it
    hands to a compile (fresh()), so nothing one catalog does to a value reaches
    another's; parse() gives its caller its own copy of the whole file."""

    def __init__(self):
        from ..text_cache import TextCache
        self.texts = TextCache()
        self._parsed = {}     # (path, loader, content hash of the text) -> (data, lines)
        self._configs = {}    # (path, layer, content hash of the text) -> Config
        self.parses = 0

    def parse(self, path, text, loader):
        """(data, lines) of ``text``, the data the caller's own copy."""
        data, lines, shared = self._parse(path, text, text_hash(text).digest(), loader)
        return (fresh(data) if shared else data), lines

    def shared_file(self, path, loader):
        """(data, lines, text, shared) of the file at ``path``: ``data`` is the
        worker's when ``shared`` (never to be changed)."""
        entry = self.texts.get(path, read_text)
        data, lines, shared = self._parse(path, entry.text, entry.digest(), loader)
        return data, lines, entry.text, shared

    def config(self, path, layer, build):
        """The Config of the hiera.yaml at ``path``: build(data, lines) once per content."""
        entry = self.texts.get(path, read_text)
        key = (path, layer, entry.digest())
        if key not in self._configs:
            data, lines, shared = self._parse(path, entry.text, entry.digest(), load_yaml)
            self._configs[key] = build(fresh(data) if shared else data, lines)
        return self._configs[key]

    def _parse(self, path, text, digest, loader):
        key = (path, loader.__name__, digest)
        entry = self._parsed.get(key)
        if entry is None:
            self.parses += 1
            data, lines = loader(path, text)
            try:
                marshal.dumps(data)
            except ValueError:          # not plain data (HOCON's own types): not shared
                return data, lines, False
            entry = self._parsed[key] = (data, lines)
        return entry[0], entry[1], True


_IMMUTABLE = (str, int, float, bool, type(None))


def fresh(value):
    """A copy of shared plain data that its receiver may change (scalars as they are)."""
    if isinstance(value, _IMMUTABLE):
        return value
    return marshal.loads(marshal.dumps(value))


def data_hash_file(path, loader, warn, cache=None):
    """A data file as a hash. Puppet reads an empty file, or one holding no hash
    (with a warning), as an empty hash. With a DataFileCache the hash may be the
    worker's, shared (DataFile.shared): values taken from it are copied (fresh)."""
    shared = False
    if cache is not None:
        data, lines, text, shared = cache.shared_file(path, loader)
    else:
        text = read_text(path)
        data, lines = loader(path, text)
    if data is None:
        data = {}
    if not isinstance(data, dict):
        if data is not False:
            warn('%s: file does not contain a valid yaml hash' % path)
        data = {}
    result = DataFile(path, data, lines, text)
    result.shared = shared
    return result
