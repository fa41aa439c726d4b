"""The titles a resource title expression may take, read from code without running
it (a key's cone: catalog/cone.py). An alternative is a sequence of literal
pieces, WILD pieces and Refs to other classes' variables; a Titles is a set of
alternatives or "any title"."""

# More alternatives than this and a title expression is taken as "any title".
MAX_ALTERNATIVES = 64


class Titles:
    """The titles an expression may take: alternatives, or any title.

    An alternative is a tuple of pieces: literal text, or WILD for text we
    cannot know ("/srv/${x}.conf" is ('/srv/', WILD, '.conf')). Titles compare
    as Puppet may find them: case-insensitively (conservative), trailing
    slashes aside (File titles drop them)."""
    __slots__ = ('alternatives', '_patterns', '_resolved')

    def __init__(self, alternatives=None):
        self.alternatives = alternatives      # None: any title
        self._patterns = None
        self._resolved = None

    @classmethod
    def variable(cls, name):
        return cls([(Ref(name),)])

    def resolved(self, resolve):
        """These titles with every Ref replaced by what resolve(name) says."""
        if self.any or not self._has_refs():
            return self
        if self._resolved is None:
            out = Titles([])
            for alternative in self.alternatives:
                titles = EMPTY_STRING
                for piece in alternative:
                    part = resolve(piece.name) if isinstance(piece, Ref) else \
                        Titles([(piece,)])
                    titles = titles.concat(part)
                out = out.union(titles)
            self._resolved = out
        return self._resolved

    # -- as data (the footprint cache) ----------------------------------------------------
    def to_data(self):
        """None for any title, else the alternatives: one of literal text as that
        text, any other as its list of pieces (text, None for unknown text,
        {'v': name} for another class's variable)."""
        if self.any:
            return None
        return [a[0] if len(a) == 1 and type(a[0]) is str else
                [{'v': p.name} if isinstance(p, Ref) else p for p in a]
                for a in self.alternatives]

    @classmethod
    def from_data(cls, data):
        if data is None:
            return ANY
        return cls([(a,) if type(a) is str else
                    tuple(p if p is WILD or type(p) is str else Ref(_text(p['v'])) for p in a)
                    for a in data])

    @classmethod
    def literal(cls, text):
        return cls([(text,)])

    @property
    def any(self):
        return self.alternatives is None

    def union(self, other):
        if self.any or other.any or \
                len(self.alternatives) + len(other.alternatives) > MAX_ALTERNATIVES:
            return ANY
        return Titles(self.alternatives + other.alternatives)

    def concat(self, other):
        """Titles of "${a}${b}": each alternative of a followed by each of b."""
        left = self.alternatives if not self.any else [(WILD,)]
        right = other.alternatives if not other.any else [(WILD,)]
        if len(left) * len(right) > MAX_ALTERNATIVES:
            return ANY
        out = [_joined(a, b) for a in left for b in right]
        return ANY if (WILD,) in out else Titles(out)

    def matches(self, title, resolve=None):
        title = title.rstrip('/').casefold()
        if resolve is not None and not self.any and self._has_refs():
            # Another class's variable stands for some text: if the title does
            # not fit with any text there, no value of it can make it fit, and
            # that class's footprint is not read ("${confdir}/app12.conf").
            if not self._matches_text(title):
                return False
            self = self.resolved(resolve)
        return self._matches_text(title)

    def _has_refs(self):
        return any(isinstance(p, Ref) for a in self.alternatives for p in a)

    def _matches_text(self, title):
        """Whether the normalised ``title`` may be one of these titles, a Ref
        matching any text."""
        if self.any:
            return True
        wild = False
        for alternative in self.alternatives:
            if WILD in alternative or any(isinstance(p, Ref) for p in alternative):
                wild = True
            elif ''.join(alternative).rstrip('/').casefold() == title:
                return True
        if not wild:
            return False
        if self._patterns is None:      # each unknown piece or Ref matches any text
            self._patterns = [_glob_pattern(alt) for alt in self.alternatives
                              if not all(isinstance(p, str) for p in alt)]
        return any(_glob_match(pattern, title) for pattern in self._patterns)


WILD = None     # a piece of a title we cannot know


class Ref:
    """A piece that is another class's variable (``${app::params::dir}``):
    resolved when a key is matched, from that class's footprint, so a
    footprint depends on its own code only and can be cached."""
    __slots__ = ('name',)

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Ref) and other.name == self.name

    def __hash__(self):
        return hash(('ref', self.name))


def _glob_match(pattern, title):
    """Whether some text ``pattern`` stands for (its literal pieces in order,
    any text where it has WILD) is ``title`` once trailing slashes are dropped
    from both (File titles drop them): ``title`` itself, or ``title`` followed
    by slashes the pattern's text ends with -- '/etc/' then an empty unknown
    piece is /etc."""
    title = title.rstrip('/')
    pieces = [p for p in pattern if p is not WILD]      # adjacent pieces merged
    for piece in pieces:
        # Its trailing slashes aside, a piece lies in the title itself (the
        # slashes added to it hold nothing else): most patterns fail here.
        if piece.rstrip('/') not in title:
            return False
    slashes = sum(piece.count('/') for piece in pieces)
    return any(_glob_match_exactly(pattern, pieces, title + '/' * n)
               for n in range(slashes + 1))


def _glob_match_exactly(pattern, pieces, title):
    if not pieces:
        return True
    first, last = pattern[0] is not WILD, pattern[-1] is not WILD
    if first and not title.startswith(pieces[0]):
        return False
    if last:
        if len(pieces) == 1 and first:
            return title == pieces[0]
        if not title.endswith(pieces[-1]):
            return False
    start = len(pieces[0]) if first else 0
    end = len(title) - len(pieces[-1]) if last else len(title)
    if start > end:
        return False
    for piece in pieces[1 if first else 0:len(pieces) - (1 if last else 0)]:
        found = title.find(piece, start, end)
        if found < 0:
            return False
        start = found + len(piece)
    return True


def _glob_pattern(alternative):
    """The pattern _glob_match takes for an alternative (a Titles' or the
    cache's data): its text casefolded, WILD for any other piece (unknown
    text, another class's variable), the final text's slashes dropped;
    adjacent pieces merged."""
    pieces = [p.casefold() if type(p) is str else WILD for p in alternative]
    if pieces and type(pieces[-1]) is str:
        pieces[-1] = pieces[-1].rstrip('/')
    return _merged(pieces)


def _joined(left, right):
    """Two alternatives one after the other, adjacent pieces merged (each is
    merged already: only where they meet)."""
    if not left:
        return right
    if not right:
        return left
    return left[:-1] + _merged((left[-1], right[0])) + right[1:]


def _merged(pieces):
    """``pieces`` with each run of WILDs made one and each run of texts joined
    (the one rule of adjacent pieces)."""
    merged = []
    for piece in pieces:
        if merged:
            last = merged[-1]
            if piece is WILD and last is WILD:
                continue
            if isinstance(piece, str) and isinstance(last, str):
                merged[-1] = last + piece
                continue
        merged.append(piece)
    return tuple(merged)


ANY = Titles()
EMPTY_STRING = Titles([()])


def _text(text):
    """Text read back from the cache's data, which must be a string."""
    if type(text) is not str:
        raise TypeError('not a name')
    return text
