"""The explanation of a lookup: an indented tree like `puppet lookup --explain`,
plus what Puppet leaves out (interpolations, each merge step, file lines).

A session without --explain uses NO_EXPLAIN, whose methods do nothing, so an
ordinary lookup pays for no text.
"""
import json
from contextlib import contextmanager

from ..values.core import to_data


def show(value):
    """A value as the explanation prints it (JSON, Sensitive redacted)."""
    try:
        return json.dumps(to_data(value), ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


class Explainer:
    def __init__(self):
        self.lines = []
        self.depth = 0

    @contextmanager
    def section(self, text):
        self.line(text)
        self.depth += 1
        try:
            yield
        finally:
            self.depth -= 1

    def line(self, text):
        self.lines.append('  ' * self.depth + text)

    def found(self, key, value):
        self.line('Found key: "%s" value: %s' % (key, show(value)))

    def __str__(self):
        return '\n'.join(self.lines)


class _NullSection:
    __slots__ = ()

    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


_NULL_SECTION = _NullSection()


class _NoExplain:
    def section(self, text):
        return _NULL_SECTION

    def line(self, text):
        pass

    def found(self, key, value):
        pass

    def __bool__(self):
        return False


NO_EXPLAIN = _NoExplain()
