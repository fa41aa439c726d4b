"""Regular expressions compiled when first used.

A module-level re.compile is paid by every import of the module: a few tenths
of a millisecond each, milliseconds for wide Unicode classes. The patterns
only some runs use -- the ERB lexer's and scanner's, for a template not read
back from the parse cache -- are LazyPatterns, so rendering cached templates
(and every `get` or compile that does) compiles none of them."""
import re
import sys


class LazyPattern:
    """re.compile(source, flags), compiled on its first match. Holds nothing
    but that compiled pattern, the same for every session. Once compiled, its
    ``match`` and ``finditer`` are the compiled pattern's own bound methods:
    the lexers call them per token, so no Python call of ours stands between."""
    __slots__ = ('source', 'flags', 'match', 'finditer')

    def __init__(self, source, flags=0):
        self.source, self.flags = source, flags
        self.match = self._first_match
        self.finditer = self._first_finditer

    def compiled(self):
        compiled = re.compile(self.source, self.flags)
        self.match, self.finditer = compiled.match, compiled.finditer
        return compiled

    def _first_match(self, string, pos=0, endpos=sys.maxsize):
        return self.compiled().match(string, pos, endpos)

    def _first_finditer(self, string, pos=0, endpos=sys.maxsize):
        return self.compiled().finditer(string, pos, endpos)

    def __getattr__(self, name):
        """The compiled pattern's other methods (sub, search, fullmatch...), for
        patterns used too rarely to keep them: looked up on each use (re's own
        cache keeps the compiled pattern, a dictionary look-up)."""
        if name in LazyPattern.__slots__:      # not set yet (a copy being made)
            raise AttributeError(name)
        return getattr(self.compiled(), name)
