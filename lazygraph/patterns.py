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
    but that compiled pattern, the same for every session."""
    __slots__ = ('source', 'flags', '_compiled')

    def __init__(self, source, flags=0):
        self.source, self.flags = source, flags
        self._compiled = None

    def compiled(self):
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.source, self.flags)
        return compiled

    def match(self, string, pos=0, endpos=sys.maxsize):
        return self.compiled().match(string, pos, endpos)

    def finditer(self, string, pos=0, endpos=sys.maxsize):
        return self.compiled().finditer(string, pos, endpos)
