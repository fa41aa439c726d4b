"""What a function does besides returning a value: one table, read by
everything that moves or skips code.

* ``catalog``: what it does to the catalog: 'includes' (declares the classes
  its arguments name), 'declares' (resources of ``declared_type``, any when
  None), 'realizes', 'tags' (its scope's tags), 'unknown' (anything: `call`,
  `hiera_include`), or None.
* ``order``: its result depends on what ran before it (`defined`, `tagged`,
  `getvar`), or failing there matters (`fail`).

A function with neither may run late -- as a deferred attribute value
(catalog/helpers.py deferrable) or in a skimmed statement (syntax/statements.py) --
and does not matter to a key's cone (catalog/cone.py). Whether a builtin may
be constant-folded is its own ``pure`` flag (functions/registry.py).
"""


class Effects:
    __slots__ = ('catalog', 'declared_type', 'order')

    def __init__(self, catalog=None, declared_type=None, order=False):
        self.catalog = catalog
        self.declared_type = declared_type
        self.order = order

    @property
    def may_run_late(self):
        return self.catalog is None and not self.order


NONE = Effects()
ORDER = Effects(order=True)
INCLUDES = Effects('includes', order=True)

TABLE = {
    'include': INCLUDES, 'contain': INCLUDES, 'require': INCLUDES,
    'realize': Effects('realizes', order=True),
    'tag': Effects('tags', order=True),
    'create_resources': Effects('declares', order=True),
    'ensure_resource': Effects('declares', order=True),
    'ensure_resources': Effects('declares', order=True),
    'ensure_packages': Effects('declares', 'package', order=True),
    'stdlib::ensure_packages': Effects('declares', 'package', order=True),
    'hiera_include': Effects('unknown', order=True),
    'call': Effects('unknown', order=True),       # calls any function by name
    'defined': ORDER, 'tagged': ORDER, 'getvar': ORDER, 'fail': ORDER,
    # an ERB template may change in place the Arrays and Hashes its variables
    # hold (templates/erb/interpreter.py write_back): a statement holding one is
    # read in order; as an attribute value, catalog/helpers.py deferrable asks
    # the template itself (ErbTemplate.changes_values)
    'template': ORDER, 'inline_template': ORDER,
}


def effects_of(name):
    return TABLE.get(name.lower().lstrip(':'), NONE)


# The functions that may not run late (syntax/statements.py, catalog/helpers.py).
ORDER_DEPENDENT = frozenset(name for name, effects in TABLE.items()
                            if not effects.may_run_late)
