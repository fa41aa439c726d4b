"""The explanation of a lookup: an indented tree like `puppet lookup --explain`
(Puppet's Lookup::Explainer: the same sections, merge steps and value layout),
plus what Puppet leaves out (the interpolations of paths, file lines).

A session without --explain uses NO_EXPLAIN, whose methods do nothing, so an
ordinary lookup pays for no text.
"""
import json

from ..values import ruby_inspect
from ..values.core import PSensitive, to_data, to_s

_NO_VALUE = object()


def show(value):
    """A value on one line (JSON, Sensitive redacted), for messages."""
    try:
        return json.dumps(to_data(value), ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)


def dump_value(value, indent):
    """A value as Puppet's explainer writes it (dump_value): hashes and arrays one
    entry a line, indented below ``indent``; anything else as Ruby inspects it."""
    if isinstance(value, dict):
        if not value:
            return '{}'
        inner = indent + '  '
        return '{\n%s\n%s}' % (',\n'.join('%s%s => %s' % (inner, dump_value(k, inner),
                                                           dump_value(v, inner))
                                          for k, v in value.items()), indent)
    if isinstance(value, list):
        if not value:
            return '[]'
        inner = indent + '  '
        return '[\n%s\n%s]' % (',\n'.join(inner + dump_value(v, inner) for v in value), indent)
    return _inspect(value)


def _inspect(value):
    """Ruby's inspect of a value; a Sensitive as its to_s (as Puppet writes it)."""
    return ruby_inspect.inspect(value, _inspect_object)


def _inspect_object(value):
    if isinstance(value, PSensitive):
        return 'Sensitive [value redacted]'
    return to_s(value)


def options_of(strategy):
    return {k: v for k, v in strategy.options.items() if k != 'strategy'}


class _Merge:
    """What a merge section learns: the merged result, when something was found."""
    __slots__ = ('value',)

    def __init__(self):
        self.value = _NO_VALUE

    def result(self, value):
        self.value = value


class Explainer:
    def __init__(self):
        # (depth, text, value or _NO_VALUE, whether the entry starts a node of
        # Puppet's tree: a section, or an event such as 'Module "m" not found')
        self.entries = []
        self.depth = 0

    def section(self, text):
        return _Section(self, text)

    def line(self, text, value=_NO_VALUE):
        self.entries.append((self.depth, text, value, False))

    def event(self, text):
        self.entries.append((self.depth, text, _NO_VALUE, True))

    def found(self, key, value):
        self.line('Found key: "%s" value: ' % key, value)

    def merge(self, strategy, variants):
        """Puppet's MergeStrategy#lookup over several variants (layers, hierarchy
        entries, locations): a "Merge strategy" section with the options and the
        merged result -- unless there is one variant, or only one of them left a
        node in the tree, which Puppet then shows alone."""
        return _MergeSection(self, strategy, variants)

    def _close_merge(self, start, strategy, merge, variants):
        body = self.entries[start:]
        branches = sum(1 for depth, _, _, branch in body if branch and depth == self.depth + 1)
        if variants <= 1 or branches <= 1:
            self.entries[start:] = [(depth - 1, text, value, branch)
                                    for depth, text, value, branch in body]
            return
        head = [(self.depth, 'Merge strategy %s' % strategy.name, _NO_VALUE, True)]
        options = options_of(strategy)
        if options:
            head.append((self.depth + 1, 'Options: ', options, False))
        self.entries[start:start] = head
        if merge.value is not _NO_VALUE:
            self.entries.append((self.depth + 1, 'Merged result: ', merge.value, False))

    def __str__(self):
        lines = []
        for depth, text, value, _ in self.entries:
            indent = '  ' * depth
            lines.append(indent + text + ('' if value is _NO_VALUE else
                                          dump_value(value, indent)))
        return '\n'.join(lines)


class _NullSection:
    __slots__ = ()

    def __enter__(self):
        return _NULL_MERGE

    def __exit__(self, *exc):
        return False


class _NullMerge:
    __slots__ = ()

    def result(self, value):
        pass


_NULL_SECTION = _NullSection()
_NULL_MERGE = _NullMerge()


class _NoExplain:
    def section(self, text):
        return _NULL_SECTION

    def merge(self, strategy, variants):
        return _NULL_SECTION

    def event(self, text):
        pass

    def line(self, text, value=_NO_VALUE):
        pass

    def found(self, key, value):
        pass

    def __bool__(self):
        return False


NO_EXPLAIN = _NoExplain()


class _Section:
    """Explainer.section's context (a class: contextlib is not imported)."""
    __slots__ = ('explainer', 'text')

    def __init__(self, explainer, text):
        self.explainer, self.text = explainer, text

    def __enter__(self):
        self.explainer.event(self.text)
        self.explainer.depth += 1

    def __exit__(self, *exc_info):
        self.explainer.depth -= 1


class _MergeSection:
    """Explainer.merge's context."""
    __slots__ = ('explainer', 'strategy', 'variants', 'start', 'merge')

    def __init__(self, explainer, strategy, variants):
        self.explainer, self.strategy, self.variants = explainer, strategy, variants

    def __enter__(self):
        self.start, self.merge = len(self.explainer.entries), _Merge()
        self.explainer.depth += 1
        return self.merge

    def __exit__(self, *exc_info):
        self.explainer.depth -= 1
        self.explainer._close_merge(self.start, self.strategy, self.merge, self.variants)
