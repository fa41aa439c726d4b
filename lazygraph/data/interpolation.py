"""Hiera interpolation: %{var}, %{facts.os.family}, %{::fqdn}, and the methods
lookup/hiera/alias/literal/scope, as Puppet 7's Interpolation module does it.
"""
import re

from ..patterns import LazyPattern
from ..values import ruby_inspect
from ..values.core import to_s
from .errors import DataError

_TOKEN = re.compile(r'%\{([^}]*)\}')
_METHOD = LazyPattern(r'''^(\w+)\((?:"([^"]*)"|'([^']*)')\)$''')
_QUOTED_SEGMENT = LazyPattern(r'''"([^"]*)"|'([^']*)'|([^.]+)''')
METHODS = ('lookup', 'hiera', 'alias', 'literal', 'scope')


def split_key(key):
    """'a.b."c.d".0' -> ['a', 'b', 'c.d', '0'] (Puppet's dotted keys)."""
    if '.' not in key and '"' not in key and "'" not in key:
        return [key]
    segments, pos = [], 0
    while pos <= len(key):
        m = _QUOTED_SEGMENT.match(key, pos)
        if m is None:
            raise DataError("Syntax error in string: %s" % key)
        segments.append(next(g for g in m.groups() if g is not None))
        pos = m.end()
        if pos < len(key) and key[pos] != '.':
            raise DataError("Syntax error in string: %s" % key)
        pos += 1
    return segments


def dig(value, segments):
    """Follow segments into hashes and arrays; None when a step is missing."""
    for segment in segments:
        if isinstance(value, dict):
            value = value.get(segment)
        elif isinstance(value, list) and re.fullmatch(r'-?\d+', segment):
            index = int(segment)
            value = value[index] if -len(value) <= index < len(value) else None
        else:
            return None
    return value


class Interpolator:
    """Interpolation in one lookup session: ``variable(name)`` reads the scope,
    ``lookup(key, explainer)`` is the session's lookup (for lookup/hiera/alias)."""

    def __init__(self, variable, lookup):
        self.variable = variable
        self.lookup = lookup

    def value(self, value, explainer=None, allow_methods=True):
        """Interpolate every string in a data value (hash keys too)."""
        if isinstance(value, str):
            return self.string(value, explainer, allow_methods) if '%{' in value else value
        if isinstance(value, list):
            return [self.value(v, explainer, allow_methods) for v in value]
        if isinstance(value, dict):
            return {self.value(k, explainer, allow_methods):
                    self.value(v, explainer, allow_methods) for k, v in value.items()}
        return value

    def string(self, text, explainer=None, allow_methods=True, extra=None):
        whole = _TOKEN.fullmatch(text)
        if whole is not None:
            method = _METHOD.match(whole.group(1).strip())
            if method and method.group(1) == 'alias':
                if not allow_methods:
                    raise DataError('Interpolation using method syntax is not allowed in '
                                    'this context')
                if not explainer:
                    return self.lookup(_argument(method), explainer)
                with explainer.section('Interpolation on "%s"' % text):
                    return self.lookup(_argument(method), explainer)

        def replace(match):
            return self._expression(match.group(1).strip(), text, explainer, allow_methods,
                                    extra)
        if not explainer:
            return _TOKEN.sub(replace, text)
        with explainer.section('Interpolation on "%s"' % text):
            return _TOKEN.sub(replace, text)

    def _expression(self, expr, text, explainer, allow_methods, extra):
        if expr in ('', '::', '""', "''", '"::"', "'::'"):
            return ''
        method = _METHOD.match(expr)
        if method is not None or re.match(r'^\w+\(', expr):
            if method is None:
                name = expr.split('(')[0]
                raise DataError("Unknown interpolation method '%s'" % name if name not in METHODS
                                else "Syntax error in string: %%{%s}" % expr)
            name, argument = method.group(1), _argument(method)
            if name not in METHODS:
                raise DataError("Unknown interpolation method '%s'" % name)
            if name == 'literal':
                return argument
            if name == 'alias':
                raise DataError("'alias' interpolation is only permitted if the expression "
                                "is equal to the entire string")
            if name == 'scope':
                return self._scope(argument, explainer, extra)
            if not allow_methods:
                raise DataError('Interpolation using method syntax is not allowed in this '
                                'context')
            return _text(self.lookup(argument, explainer))
        return self._scope(expr, explainer, extra)

    def _scope(self, expr, explainer, extra):
        segments = split_key(expr)
        root = segments[0]     # '::x' stays qualified: the reader knows the top scope
        if extra and root in extra:
            value = extra[root]
        else:
            value = self.variable(root)
        if explainer:
            with explainer.section('Global Scope'):
                if value is not None:   # Puppet says nothing of a variable not set
                    explainer.found(segments[0], value)
            if value is not None and segments[1:]:
                with explainer.section('Sub key: "%s"' % '.'.join(segments[1:])):
                    current = value
                    for segment in segments[1:]:
                        current = dig(current, [segment])
                        if current is None:
                            explainer.line('No such key: "%s"' % segment)
                            break
                        explainer.found(segment, current)
        value = dig(value, segments[1:])
        return _text(value)


def _argument(method):
    return method.group(2) if method.group(2) is not None else method.group(3)


def _text(value):
    """A value interpolated into a string: Ruby's to_s, as Hiera does it (arrays and
    hashes in Ruby's inspect form: ["a", 1], {"k"=>"v"})."""
    if value is None:
        return ''
    if isinstance(value, str):
        return value
    if isinstance(value, (list, dict)):
        return _inspect(value)
    return to_s(value)


def _inspect(value):
    """Ruby's to_s of an array or a hash: its inspect."""
    return ruby_inspect.inspect(value, to_s)
