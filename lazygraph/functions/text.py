"""Text for shells and parsers: shellquote, scanf."""
from ..errors import EvaluationError
from ..values.core import flatten, to_s
from .registry import function

_SAFE = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%_+=:,./-')
_DANGEROUS = frozenset('!"`$\\')


def shell_word(word):
    """One word quoted for a Bourne shell, exactly as Puppet's shellquote does."""
    if word and all(c in _SAFE for c in word):
        return word
    if not any(c in _DANGEROUS for c in word):
        return '"%s"' % word
    if "'" not in word:
        return "'%s'" % word
    return '"%s"' % ''.join('\\' + c if c in _DANGEROUS else c for c in word)


@function('shellquote')
def shellquote(call, args, block):
    return ' '.join(shell_word(to_s(word)) for word in flatten(args))


def _refused(impl):
    impl.refused = True   # tools/function_coverage.py lists it as refused, not served
    return impl


@function('scanf', pure=False, min_args=2, max_args=2, block='optional')
@_refused
def scanf(call, args, block):
    # Puppet 7.23 requires Ruby's 'scanf' library, which Ruby 3 no longer ships:
    # the reference Puppet fails to compile any manifest calling scanf.
    raise EvaluationError("scanf(): Puppet 7.23 on Ruby 3 cannot load Ruby's scanf library, "
                          "so a catalog using scanf does not compile; lazygraph refuses it too",
                          call.span)
