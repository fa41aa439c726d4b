"""Parsed code shared by the compiles of one fleet worker (fleet/runner.py Worker).

Every compile reads its files again (a file that changed is a new entry), but a
file's graph is made once per worker and content: from the parse cache
(syntax/parse_cache.py) or the parser the first time, then kept as a template
that no compile evaluates. Each compile gets a copy of it (Node.clone: fresh
memos, its own parents), so nothing a compile does to its graph reaches
another's. Class and define bodies stay data until a compile evaluates one;
the first build of a body is kept as its template too, and every evaluation
after that, in any compile of the worker, starts from a copy of it -- a copy
costs less than building the body from the cached data again.

The templates are keyed by the file's name, the parse options and its whole
text: nothing about a node (its facts, its name) goes into them. The texts
themselves are read again only when their file changed (text_cache.py): the
same text object then finds its template without hashing the text again.
"""
from ..source import Source, read_input_text
from ..text_cache import TextCache


_NOT_OPENED = object()


def _read_code(path):
    # newline='': a CRLF file keeps its CRs, in strings too (Source.from_file)
    return read_input_text(path, newline='')


class CodeCache:
    """The templates of one worker: (filename, options, kind, text) -> graph."""

    def __init__(self):
        self._templates = {}
        self._erb = {}         # (filename, text) -> ErbTemplate
        self.texts = TextCache()
        self.made = 0          # templates made (read from the parse cache or parsed)
        self._persistent = _NOT_OPENED   # the user's parse cache, opened by the first compile

    def read_source(self, path):
        """The Source of a code file (manifest, template), as Source.from_file reads it."""
        return Source(self.texts.get(path, _read_code).text, str(path))

    def session(self, persistent=True):
        """The cache one compile parses through (parse(cache=...)), in front of the
        user's parse cache when ``persistent`` (and it is usable). That one is
        opened once for all the compiles: opening checks the cache directory and
        its ancestors (half a millisecond a node), and a worker's compiles read it
        only for a file none of them has read yet."""
        if not persistent:
            return SessionCode(self, None)
        if self._persistent is _NOT_OPENED:
            from .parse_cache import ParseCache
            self._persistent = ParseCache.open()
        return SessionCode(self, self._persistent)

    def template(self, source, options, kind):
        return self._templates.get((source.filename, options, kind, source.text))

    def remember(self, source, options, kind, graph):
        share_bodies(graph)
        self._templates[(source.filename, options, kind, source.text)] = graph
        self.made += 1


    def compiled_erb(self, source, compile_erb):
        """An ERB template compiled once per worker, file name and text. Shared as
        it is: a compiled template keeps no compile's state (each rendering runs
        on a Render of its own; the only memo, a literal regex, is a constant)."""
        key = (source.filename, source.text)
        compiled = self._erb.get(key)
        if compiled is None:
            compiled = self._erb[key] = compile_erb(source.text, source.filename)
        return compiled


class SessionCode:
    """A compile's view: ParseCache's interface (load/store, footprints), files
    copied from the worker's templates first."""

    def __init__(self, shared, parse_cache):
        self.shared = shared
        self.cache = parse_cache
        self.read_source = shared.read_source

    def load(self, source, options, kind='Program'):
        template = self.shared.template(source, options, kind)
        if template is None:
            graph = self.cache.load(source, options, kind) if self.cache is not None else None
            if graph is None:
                return None          # parse() parses it, then store()s it here
            self.shared.remember(source, options, kind, graph)
            template = graph
        return template.clone()

    def store(self, source, options, graph):
        if self.cache is not None:
            self.cache.store(source, options, graph)
        # ``graph`` is the one this compile evaluates: the template is a copy, made
        # before anything is evaluated.
        self.shared.remember(source, options, type(graph).__name__, graph.clone())

    def compiled_erb(self, source, compile_erb):
        return self.shared.compiled_erb(source, compile_erb)

    def shared_epp(self, source):
        """The worker's own EppTemplate of ``source``, not a copy: for epp(), which
        evaluates only copies of its body and parameters (functions/templates.py),
        so the per-compile copy load() makes would be copied again unread."""
        template = self.shared.template(source, 'epp', 'EppTemplate')
        if template is None:
            from .parser import parse_epp
            parse_epp(source, cache=self)       # read or parsed, and remembered
            template = self.shared.template(source, 'epp', 'EppTemplate')
        return template

    # -- footprints (catalog/cone.py): the persistent cache's own ------------------------
    def footprint(self, source, key):
        return self.cache.footprint(source, key) if self.cache is not None else None

    def footprints(self, source):
        # none kept without a persistent cache: the cone judges each class as it loads it
        if self.cache is not None:
            return self.cache.footprints(source)
        from .footprint_file import FootprintFile
        return FootprintFile()

    def file_footprint(self, path, root, key, status, limit):
        # None without a persistent cache: the cone loads the definition instead
        return self.cache.file_footprint(path, root, key, status, limit) \
            if self.cache is not None else None

    def file_index(self, root):
        return self.cache.file_index(root) if self.cache is not None else None

    def remember_footprint(self, source, key, data):
        if self.cache is not None:
            self.cache.remember_footprint(source, key, data)

    def flush(self):
        if self.cache is not None:
            self.cache.flush()


class _SharedBuild:
    """A lazy body's builder that builds the body once (the template) and hands
    out copies of it."""
    __slots__ = ('build', 'template', 'plan')

    def __init__(self, build):
        self.build = build
        self.template = None
        self.plan = None        # of the body's index (nodes/scope_index.py)

    def __call__(self, data):
        if self.template is None:
            body, self.plan = self.build(data)
            share_bodies(body)          # definitions nested in it
            self.template = body
        return self.template.clone(), self.plan


def share_bodies(graph):
    """Make every body of ``graph`` still held as data build through a _SharedBuild
    (without building any)."""
    from ..nodes.definitions import LazyBody
    stack = [graph]
    while stack:
        node = stack.pop()
        if isinstance(node, LazyBody) and node.is_lazy():
            data, build, nested = node._lazy_body
            if not isinstance(build, _SharedBuild):
                node._lazy_body = (data, _SharedBuild(build), nested)
            stack.extend(node.params or ())
            continue
        stack.extend(node.children())
