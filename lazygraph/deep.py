"""Run resolution with room for deep graphs.

Resolving is recursive (a node resolves its dependencies), and a lazily
resolved chain of 10,000 assignments is 10,000 nested resolves. Python's
default limits stop far short of that, so public entry points run their work
in a thread with a large stack and a high recursion limit.

The cyclic garbage collector is paused meanwhile: resolving allocates a graph
that lives as long as the catalog, and rescanning it as it grows cost a
quarter of a compile while finding nothing to free.
"""
import gc
import sys
import threading

STACK_BYTES = 512 * 1024 * 1024
RECURSION_LIMIT = 400_000


def run_deep(fn, *args, **kwargs):
    if getattr(_state, 'inside', False):
        return fn(*args, **kwargs)
    result = {}
    gc_enabled = gc.isenabled()

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
    gc.disable()
    try:
        thread = threading.Thread(target=target, name='lazygraph-resolve')
        thread.start()
    finally:
        threading.stack_size(old_size)
    try:
        thread.join()
    finally:
        if gc_enabled:
            gc.enable()
    if 'error' in result:
        raise result['error']
    return result['value']


_state = threading.local()
