"""Back references held weakly: the object referred to is kept alive by its
owner elsewhere, so a dropped catalog is freed by reference counting instead of
waiting for the cyclic GC (docs/session.md)."""
import weakref


class WeakAttribute:
    """An attribute stored as a weak reference in ``slot``: reads give the object,
    or None when unset or gone; assigning None unsets it."""

    def __init__(self, slot):
        self.slot = slot

    def __get__(self, owner, kind=None):
        if owner is None:
            return self
        ref = getattr(owner, self.slot)
        return ref() if ref is not None else None

    def __set__(self, owner, value):
        setattr(owner, self.slot, weakref.ref(value) if value is not None else None)
