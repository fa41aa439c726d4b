"""Strings Puppet's functions make with Ruby's own to_s and inspect.

Functions written in Ruby that print their arguments (sprintf's %s and %p,
join, stdlib's join_keys_to_values) print Ruby objects: an Array or a Hash as
Ruby 2.7+/3.1 inspects it (`["x", "y"]`, `{"k"=>"v", "n"=>nil}`), not as
Puppet's String() does (`[x, y]`). Which Ruby object a Puppet value becomes
depends on the function's API: a 3.x function (sprintf) gets a top-level undef
as '' and a regexp as the string '/src/' (Puppet's Runtime3Converter); a 4.x
function (join) gets nil and a Regexp. Values Ruby prints as an object dump
(a type, a Sensitive, a Deferred...) are refused rather than guessed.
"""
from ..errors import EvaluationError
from ..values.core import DEFAULT, PRegexp, a_type_name


def _rvalues():
    # imported when first used: the ERB package is large, and most compiles
    # never print a value the Ruby way
    from ..templates.erb import rvalues
    return rvalues


def ruby_to_s(value, node, api3=False):
    """Ruby's to_s of the object the function gets for ``value``."""
    return _rvalues().to_s(_ruby(value, node, api3, True))


def ruby_inspect(value, node, api3=False):
    """Ruby's inspect of the object the function gets for ``value``."""
    return _rvalues().inspect(_ruby(value, node, api3, True))


def _ruby(value, node, api3, top):
    if value is None:
        return '' if api3 and top else None
    if isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [_ruby(v, node, api3, False) for v in value]
    rvalues = _rvalues()
    if isinstance(value, dict):
        return {rvalues.hash_key(_ruby(k, node, api3, False)): _ruby(v, node, api3, False)
                for k, v in value.items()}
    if isinstance(value, PRegexp):
        return '/%s/' % value.source if api3 else rvalues.from_puppet(value)
    if value is DEFAULT:
        return rvalues.symbol('default')
    raise EvaluationError('%s: Puppet prints %s here as a Ruby object (with its address); '
                          'lazygraph does not reproduce that' % (
                              getattr(node, 'name', 'this function'), a_type_name(value)),
                          node.span)
