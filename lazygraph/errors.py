"""One error hierarchy for everything a user can cause.

Each error carries the Span it is about, so the CLI can print
``FILE:LINE:COL: error: MESSAGE`` followed by the source line and a caret.
Internal bugs are not LazygraphErrors: they must stay visible.
"""


class LazygraphError(Exception):
    kind = 'error'

    def __init__(self, message, span=None, notes=()):
        super().__init__(message)
        self.message = message
        self.span = span
        self.notes = list(notes)

    def located(self, span):
        """Attach a span if the error has none yet (errors raised in helpers)."""
        if self.span is None:
            self.span = span
        return self

    def format(self):
        if self.span is None:
            head = 'error: %s' % self.message
        else:
            head = '%s: error: %s\n%s' % (self.span.location(), self.message, self.span.excerpt())
        tail = ''.join('\n  %s' % note for note in self.notes)
        return head + tail

    def __str__(self):
        if self.span is None:
            return self.message
        return '%s: %s' % (self.span.location(), self.message)


class LexError(LazygraphError):
    """Characters that cannot start a token, unterminated strings, bad numbers."""


class ParseError(LazygraphError):
    """Token sequences the grammar rejects, and constructs the spec forbids."""


class EvaluationError(LazygraphError):
    """Runtime errors with Puppet's semantics: type mismatches, overflow, fail()."""


class CycleError(EvaluationError):
    """A value that depends on itself; ``notes`` holds the chain of spans."""


class UsageError(LazygraphError):
    """Bad command line input: missing files, unreadable facts."""


class BadArgument(UsageError, TypeError):
    """A library call given a value of the wrong kind (compile(42), facts=[...])."""


class KeyNotFound(LazygraphError, KeyError):
    """A key that is not in the catalog (exit 1, with the nearest keys); a KeyError
    too, so `catalog[key]` behaves as a mapping's lookup."""

    def __init__(self, message, suggestions=()):
        if suggestions:
            message += '\n  did you mean: %s' % ', '.join(suggestions)
        LazygraphError.__init__(self, message)
        self.suggestions = list(suggestions)


class OutputError(UsageError):
    """An output file that cannot be written (no space, no such directory, a file
    of /proc): the error names it."""

    def __init__(self, path, exc):
        UsageError.__init__(self, '%s: cannot write: %s' % (path, exc.strerror or exc))


class InputError(UsageError):
    """An input file lazygraph will not read: missing, not a regular file, too large,
    not UTF-8."""


class RubyReadError(LazygraphError):
    """A custom type's Ruby that the reader cannot understand (types/ruby_lexer.py;
    here so that catching it does not load the reader)."""


class CantFold(Exception):
    """Raised by fold() when a subtree depends on something unknown.

    ``node`` is the simplified subtree: as much as could be folded (yay's
    partial fold). Not a LazygraphError: it is control flow, not a failure.
    """

    def __init__(self, node):
        super().__init__(node)
        self.node = node
