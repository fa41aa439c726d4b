"""puppetlabs-stdlib's Ruby functions, implemented in Python.

Puppet runs stdlib's lib/puppet/functions/**.rb and lib/puppet/parser/functions/*.rb;
lazygraph has no Ruby, so it serves those names from this table when a module
named ``stdlib`` is on the modulepath (functions/ruby.py decides). stdlib's
Puppet-language functions (functions/*.pp) and type aliases (types/*.pp) load
from the module itself like any module's.

Both APIs and both naming eras are covered: the 3.x names (``pick``,
``validate_string``...), the 4.x names and the v9 namespaced ones
(``stdlib::to_json``...), whose non-namespaced v9 shims warn as stdlib does.
"""
from ..registry import Builtin

STDLIB = {}


def stdlib_function(*names, pure=True, min_args=0, max_args=None, block=None):
    """Register an implementation under each of stdlib's names for it."""
    def register(impl):
        for name in names:
            STDLIB[name] = Builtin(name, impl, pure, min_args, max_args, block)
        return impl
    return register


def deprecated(call, key, message):
    """stdlib's deprecation(): a warning, once per key and compile."""
    runtime = call.runtime()
    seen = getattr(runtime, 'stdlib_deprecations', None)
    if seen is None:
        seen = runtime.stdlib_deprecations = set()   # per compile: the Runtime's
    if key in seen:
        return
    seen.add(key)
    runtime.warn(message, call.span)


def load_all():
    from . import catalog, collections, formats, host, legacy, strings, values  # noqa: F401
