"""Functions lazygraph writes out for its own classes (node methods:
nodes/methods.py; the parse cache's decoders: syntax/decoders.py; ERB readers:
templates/erb/stored.py), each from source text made for one class.

Compiling that text costs about 0.6 M instructions a function, and a `get`
needs thirty to fifty of them: more than a tenth of a whole-process `get` on a
module-based site. The package ships them compiled: `codegen_precompiled.py`
(written by tools/regen_precompiled.py, checked current by
tests/test_codegen.py) holds every function the package's classes write,
keyed by a digest of the exact source, and Python loads it from its bytecode
as it loads any module (all of them cost less than four compiled here). Source
it does not hold (a class defined outside the package, a generator changed
without regenerating) is compiled as before: the key is the text itself, so a
stale entry can never stand in for other code."""
import functools
import types

from .hashing import content_hash


def source_key(source):
    """The key of a function's source text in the precompiled table."""
    return content_hash(source.encode('utf-8')).hexdigest()[:32]


def define(lines, name, namespace, precompiled_only=False):
    """The function ``name`` that the source ``lines`` define, its globals
    ``namespace`` (as ``exec(source, namespace)`` would give it);
    precompiled_only: None rather than compiling it here."""
    source = '\n'.join(lines)
    holder = _precompiled().get(source_key(source))
    if holder is None:
        if precompiled_only:
            return None
        exec(source, namespace)
        return namespace[name]
    # the holder's code defines the function and returns it: run with these
    # globals, it makes the function (its defaults too) as exec would
    made = types.FunctionType(holder, namespace)()
    # ... on a code object of its own: CPython keeps what it learns of a
    # function's globals in its code (inline caches), and classes of one shape
    # write one source for different globals (`cls`): shared, its global
    # lookups were never specialised (+1.3% instructions in a compile)
    function = types.FunctionType(made.__code__.replace(), namespace, made.__name__,
                                  made.__defaults__)
    function.__kwdefaults__ = made.__kwdefaults__
    namespace[name] = function
    return function


@functools.lru_cache(maxsize=1)
def _precompiled():
    """{source key: code of a function returning the function} (a fact about
    the package, imported when a first function is written)."""
    try:
        from .codegen_precompiled import CODE
    except ImportError:         # a tree without it: everything is compiled here
        return {}
    return CODE
