"""What lazygraph asks of the Python interpreter that CPython and PyPy give
differently, in one place so that both behave the same.

CPython frees an object when its last reference goes (reference counting); its
cyclic collector only finds cycles. PyPy has no reference counts: its
generational GC frees everything, and gc.disable() stops its major collections,
that is all freeing of objects that outlived the nursery.
"""
import gc
import sys

REFERENCE_COUNTING = sys.implementation.name == 'cpython'


def cyclic_gc_paused():
    """A context: the cyclic collector paused where reference counting frees
    the garbage meanwhile (CPython): rescanning a growing graph that holds no
    cycles is pure cost. On PyPy pausing it would keep every dead object until
    the end, so its collector keeps running."""
    return _CyclicGcPaused()


class _CyclicGcPaused:
    # (a class, not a contextlib.contextmanager: a command that needs nothing
    # else of contextlib does not import it, 2.9 M instructions)
    __slots__ = ('_paused',)

    def __enter__(self):
        self._paused = pause_cyclic_gc()

    def __exit__(self, *exc_info):
        resume_cyclic_gc(self._paused)


def pause_cyclic_gc():
    """The unscoped form of cyclic_gc_paused() (run_deep pauses it in one thread
    for another): whether it was running, to hand to resume_cyclic_gc()."""
    if not REFERENCE_COUNTING or not gc.isenabled():
        return False
    gc.disable()
    return True


def resume_cyclic_gc(paused, promote=True):
    """promote: first move what the paused work allocated to the oldest
    generation. It is all young, so the first young collections after this
    would scan it all (a third of an in-process compile of 2,000 classes) while
    reference counting frees it anyway: freezing then unfreezing moves every
    tracked object there without scanning. Not where something else froze
    objects (theirs would be handed back to the collector), nor in a fleet
    worker, which collects and freezes between nodes itself."""
    if paused:
        if promote and CAN_FREEZE and gc.get_freeze_count() == 0:
            gc.freeze()
            gc.unfreeze()
        gc.enable()


# gc.freeze() (CPython 3.7+) moves what exists out of the collector's sight; PyPy has none.
CAN_FREEZE = hasattr(gc, 'freeze')


def frozen_count():
    return gc.get_freeze_count() if CAN_FREEZE else 0


def freeze():
    if CAN_FREEZE:
        gc.freeze()


def unfreeze():
    if CAN_FREEZE:
        gc.unfreeze()


def raise_in_thread(thread, exception_type):
    """Raise ``exception_type`` in ``thread`` at its next bytecode."""
    try:
        from __pypy__.thread import _raise_in_thread
    except ImportError:
        import ctypes
        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(thread.ident),
                                                   ctypes.py_object(exception_type))
    else:
        _raise_in_thread(thread.ident, exception_type)


def ctypes_holds_weak_references():
    """Whether ctypes.py_object takes a weak reference. psycopg without its
    binary package (none is built for PyPy) reaches libpq through ctypes and
    keeps its connection in one; PyPy 7.3.11's ctypes refuses it (pypy/pypy#3882)."""
    import ctypes
    import weakref
    try:
        ctypes.py_object(weakref.ref(ctypes_holds_weak_references))
    except TypeError:
        return False
    return True
