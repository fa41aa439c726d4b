"""Ruby's to_yaml for the values templates dump: values/ruby_yaml.py (shared
with stdlib's to_yaml), given the Ruby values of the ERB interpreter."""
import re

from ...values.ruby_yaml import string_style, to_yaml as ruby_to_yaml
from .errors import RubyError
from .rvalues import MStr, Symbol


def to_yaml(value):
    try:
        return ruby_to_yaml(value, scalar=_ruby_scalar)
    except TypeError:
        raise RubyError('NotImplementedError', 'to_yaml of this object is not supported')


def _ruby_scalar(value):
    """(text, style) of the interpreter's own scalars: mutable Strings, Symbols."""
    if isinstance(value, MStr):
        return value.s, string_style(value.s)
    if isinstance(value, Symbol):
        if re.fullmatch(r'[A-Za-z_]\w*', value.name):
            return ':' + value.name, None
        raise RubyError('NotImplementedError', 'to_yaml of this symbol is not supported')
    return None
