"""Run resolution with room for deep graphs.

Resolving is recursive (a node resolves its dependencies), and a lazily
resolved chain of 10,000 assignments is 10,000 nested resolves. Python's
default limits stop far short of that, so public entry points run their work
in a thread with a large stack and a high recursion limit.
"""
import sys
import threading

STACK_BYTES = 512 * 1024 * 1024
RECURSION_LIMIT = 400_000


def run_deep(fn, *args, **kwargs):
    if getattr(_state, 'inside', False):
        return fn(*args, **kwargs)
    result = {}

    def target():
        _state.inside = True
        old = sys.getrecursionlimit()
        sys.setrecursionlimit(RECURSION_LIMIT)
        try:
            result['value'] = fn(*args, **kwargs)
        except BaseException as exc:   # re-raised in the caller's thread
            result['error'] = exc
        finally:
            sys.setrecursionlimit(old)
            _state.inside = False

    old_size = threading.stack_size()
    threading.stack_size(STACK_BYTES)
    try:
        thread = threading.Thread(target=target, name='lazygraph-resolve')
        thread.start()
    finally:
        threading.stack_size(old_size)
    thread.join()
    if 'error' in result:
        raise result['error']
    return result['value']


_state = threading.local()
