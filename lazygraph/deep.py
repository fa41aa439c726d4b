"""Run resolution with room for deep graphs.

Resolving is recursive (a node resolves its dependencies), and a lazily
resolved chain of 10,000 assignments is 10,000 nested resolves. Python's
default limits stop far short of that, so public entry points run their work
in a thread with a large stack and a high recursion limit.

The cyclic garbage collector is paused meanwhile (on CPython, where reference
counting frees the rest: interpreter.py): resolving allocates a graph that
lives as long as the catalog, and rescanning it as it grows cost a quarter of
a compile while finding nothing to free.

A time limit (`--timeout`, time_limit()) stops the evaluating thread from
outside: when it expires, EvaluationTimeout is raised in that thread at its
next bytecode, and reaches the caller as an EvaluationError located at the
statement being evaluated. Code running in C (a regex match) is not
interrupted until it returns.
"""
import functools
import sys
import threading
import time

from .interpreter import pause_cyclic_gc, raise_in_thread, resume_cyclic_gc

STACK_BYTES = 512 * 1024 * 1024
RECURSION_LIMIT = 400_000

class EvaluationTimeout(BaseException):
    """Raised in the evaluating thread when its time limit expires. A
    BaseException, so that no `except Exception` of the evaluator swallows it;
    nodes/base.py records on it the innermost node being evaluated."""

    def __init__(self, *args):
        super().__init__(*args)
        self.span = None          # the statement being evaluated
        self.innermost = None     # the innermost located node, if no statement is

    def passing(self, node):
        """Called by each node the exception leaves, innermost first."""
        if node.span is None or self.span is not None:
            return
        if self.innermost is None:
            self.innermost = node.span
        parent = node.parent
        if parent is not None and parent.holds_statements:
            self.span = node.span


def time_limit(seconds):
    """A context: evaluation by run_deep() in it (this thread's) stops after
    ``seconds`` with an EvaluationError located where it was; None: no limit.
    ``seconds`` is checked on entering."""
    return _TimeLimit(seconds)


class _TimeLimit:
    # (a class, not a contextlib.contextmanager: interpreter.py says why)
    __slots__ = ('seconds', '_previous')

    def __init__(self, seconds):
        self.seconds = seconds
        self._previous = []         # the enclosing limits, one per entry with a limit

    def __call__(self, function):
        """As a decorator (a contextmanager's object was one): each call limited
        by a limit of its own (calls in several threads share no state)."""
        @functools.wraps(function)
        def limited(*args, **kwargs):
            with _TimeLimit(self.seconds):
                return function(*args, **kwargs)
        return limited

    def __enter__(self):
        seconds = self.seconds
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float, type(None))):
            from .errors import BadArgument
            raise BadArgument('a time limit is a number of seconds, not %r' % (seconds,))
        if not seconds:
            return
        if seconds < 0:
            from .errors import UsageError
            raise UsageError('a time limit must be positive, not %s' % seconds)
        self._previous.append(getattr(_state, 'limit', None))
        _state.limit = (time.monotonic() + seconds, seconds)

    def __exit__(self, *exc_info):
        if self.seconds:
            _state.limit = self._previous.pop()


def run_deep(fn, *args, promote=True, **kwargs):
    """fn(*args, **kwargs) in a thread with a deep stack, the cyclic collector
    paused meanwhile; promote: see interpreter.resume_cyclic_gc."""
    if getattr(_state, 'inside', False):
        return fn(*args, **kwargs)
    result = {}
    limit = getattr(_state, 'limit', None)
    from .nodes.base import current_stack, set_current_stack
    session = current_stack()     # the caller's session works on in the new thread

    def target():
        _state.inside = True
        set_current_stack(session)
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(RECURSION_LIMIT)
        try:
            try:
                result['value'] = fn(*args, **kwargs)
            except BaseException as exc:   # re-raised in the caller's thread
                result['error'] = exc
            finally:
                sys.setrecursionlimit(old)
                _state.inside = False
        except EvaluationTimeout as exc:   # delivered just as fn returned
            result.setdefault('error', exc)

    old_size = threading.stack_size()
    threading.stack_size(STACK_BYTES)
    gc_paused = pause_cyclic_gc()
    try:
        thread = threading.Thread(target=target, name='lazygraph-resolve')
        thread.start()
    finally:
        threading.stack_size(old_size)
    timer = _start_timer(thread, limit) if limit is not None else None
    try:
        thread.join()
    finally:
        if timer is not None:
            timer.cancel()
        resume_cyclic_gc(gc_paused, promote)
    error = result.get('error')
    if isinstance(error, EvaluationTimeout):
        from .errors import EvaluationError
        raise EvaluationError('evaluation timed out after %g s (--timeout)' % limit[1],
                              error.span or error.innermost) from None
    if isinstance(error, RecursionError) and getattr(error, 'span', None) is not None:
        from .errors import EvaluationError
        raise EvaluationError('nested too deeply to read or evaluate (more than %d Python '
                              'frames)' % RECURSION_LIMIT, error.span) from None
    if error is not None:
        raise error
    return result['value']


def _start_timer(thread, limit):
    def interrupt():
        if thread.is_alive():
            raise_in_thread(thread, EvaluationTimeout)
    timer = threading.Timer(max(0.0, limit[0] - time.monotonic()), interrupt)
    timer.daemon = True
    timer.start()
    return timer


_state = threading.local()
