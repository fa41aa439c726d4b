"""Errors in data files and hiera.yaml: located at FILE:LINE:COL like code errors."""
from ..errors import LazygraphError
from ..source import Source, Span


class DataError(LazygraphError):
    """Malformed hiera.yaml or data file, failed lookup, bad interpolation."""


class NotFound(Exception):
    """Control flow: no value for the key (Puppet's throw :no_such_key)."""


def file_span(path, text=None, index=0):
    """A span in a data file (offset ``index``), for errors and explanations."""
    if text is None:
        try:
            with open(path, encoding='utf-8', errors='replace') as f:
                text = f.read()
        except OSError:
            text = ''
    index = max(0, min(index, len(text)))
    return Span(Source(text, path), index, index + 1 if index < len(text) else index)
