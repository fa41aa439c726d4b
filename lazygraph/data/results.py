"""What a lookup does with the value it found: the sub-keys of a dotted key
dug into it, and the convert_to of its lookup_options."""
import re

from ..values.core import PSensitive
from .errors import DataError, NotFound


def dig_sub_keys(key, value, segments, explainer):
    """``value`` at ``segments`` (hash keys, array indexes); NotFound when one is
    missing, an error when a step is neither a hash nor an array."""
    for segment in segments:
        if value is None:
            explainer.line('Sub key: "%s" not found' % segment)
            raise NotFound(key)
        if re.fullmatch(r'[+-]?\d+', segment) and isinstance(value, list):
            index = int(segment)
            if not 0 <= index < len(value):
                explainer.line('Sub key: "%s" not found' % segment)
                raise NotFound(key)
            value = value[index]
        elif isinstance(value, dict):
            if segment not in value:
                explainer.line('Sub key: "%s" not found' % segment)
                raise NotFound(key)
            value = value[segment]
        else:
            raise DataError("Data Provider type mismatch: Got %s when a hash-like object "
                            "was expected to access value using '%s' from key '%s'" % (
                                _ruby_class(value), segment, key))
        explainer.found(segment, value)
    return value


def convert(key, value, convert_to, evaluate_type, explainer):
    """lookup_options' convert_to: Sensitive, or a type's new() through
    evaluate_type(type text, value, arguments)."""
    args = list(convert_to) if isinstance(convert_to, list) else [convert_to]
    if args and args[0] == 'Sensitive':
        explainer.line('Applying convert_to lookup_option with arguments [Sensitive]')
        return value if isinstance(value, PSensitive) else PSensitive(value)
    if evaluate_type is None or not args or not isinstance(args[0], str):
        raise DataError("The convert_to lookup_option for key '%s' is not supported" % key)
    try:
        return evaluate_type(args[0], value, args[1:])
    except DataError:
        raise
    except Exception as exc:   # a LazygraphError from the conversion
        raise DataError("The convert_to lookup_option for key '%s' raised error: %s" % (
            key, getattr(exc, 'message', exc)))


def _ruby_class(value):
    if isinstance(value, bool):
        return 'TrueClass' if value else 'FalseClass'
    return {str: 'String', int: 'Integer', float: 'Float', list: 'Array'}.get(
        type(value), type(value).__name__)
