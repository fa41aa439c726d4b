"""Logging and control functions: notice and friends, fail, next, break, return."""
from ..errors import EvaluationError
from ..nodes.calls import BreakSignal, NextSignal, ReturnSignal
from ..values.core import to_s
from .registry import function


def _logger(level):
    def log(call, args, block):
        call.runtime().log(level, ' '.join(to_s(a) for a in args), call.span)
        return None
    return log


for _level in ('debug', 'info', 'notice', 'warning', 'err', 'alert', 'crit', 'emerg'):
    function(_level, pure=False)(_logger(_level))


@function('fail', pure=False)
def fail(call, args, block):
    raise EvaluationError(' '.join(to_s(a) for a in args), call.span)


@function('next', pure=False, max_args=1)
def next_(call, args, block):
    raise NextSignal(args[0] if args else None, call)


@function('break', pure=False, max_args=0)
def break_(call, args, block):
    raise BreakSignal(None, call)


@function('return', pure=False, max_args=1)
def return_(call, args, block):
    raise ReturnSignal(args[0] if args else None, call)


@function('import', pure=False)
def import_(call, args, block):
    raise EvaluationError("'import' has been discontinued in favour of the manifest "
                          "directory; use include for classes", call.span)
