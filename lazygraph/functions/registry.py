"""The built-in function table.

A function is a Python callable ``impl(call, args, block)``: ``call`` is the
Call node (span, runtime, errors), ``args`` the argument values, ``block`` a
Closure or None. ``pure`` functions (no side effects, same result for the
same arguments) are folded at fold time; the others are kept in the graph.
"""
from ..errors import EvaluationError

BUILTINS = {}     # what a call does besides returning a value: functions/effects.py


class Builtin:
    __slots__ = ('name', 'impl', 'pure', 'min_args', 'max_args', 'block')

    def __init__(self, name, impl, pure, min_args, max_args, block):
        self.name, self.impl, self.pure = name, impl, pure
        self.min_args, self.max_args, self.block = min_args, max_args, block

    def invoke(self, call, args, block):
        n = len(args)
        if n < self.min_args or (self.max_args is not None and n > self.max_args):
            if self.max_args is None:
                expected = 'at least %d' % self.min_args
            elif self.min_args == self.max_args:
                expected = str(self.min_args)
            else:
                expected = 'between %d and %d' % (self.min_args, self.max_args)
            raise EvaluationError("'%s' expects %s argument%s, got %d" % (
                self.name, expected, '' if expected == '1' else 's', n), call.span)
        if self.block == 'required' and block is None:
            raise EvaluationError("'%s' expects a block" % self.name, call.span)
        if self.block is None and block is not None:
            raise EvaluationError("'%s' does not accept a block" % self.name, call.span)
        if self.name in RUNTIME3:
            from ..values.iterator import refuse_iterators
            refuse_iterators(args, call.span)
        return self.impl(call, args, block)


# Puppet 7.23's own functions that are still 3.x functions: their arguments go
# through the Runtime3Converter, which refuses an Iterator (nested too).
RUNTIME3 = frozenset((
    'create_resources', 'digest', 'fail', 'file', 'fqdn_rand', 'generate', 'inline_template',
    'md5', 'realize', 'sha1', 'sha256', 'shellquote', 'sprintf', 'tag', 'tagged', 'template'))


def function(name, pure=True, min_args=0, max_args=None, block=None):
    """Register a builtin. block: None (no lambda), 'optional' or 'required'."""
    def register(impl):
        BUILTINS[name] = Builtin(name, impl, pure, min_args, max_args, block)
        return impl
    return register


# Where each built-in is defined: its module is imported when one of its
# functions is first asked for (builtin()), not at start-up (importing all of
# them was a tenth of a `get`). tests/test_startup.py checks the table against
# what the modules register.
MODULES = {
    '.catalog': ('contain', 'defined', 'include', 'realize', 'require', 'tag', 'tagged'),
    '.collections': ('abs', 'ceiling', 'dig', 'empty', 'flatten', 'floor', 'keys', 'max',
                     'min', 'round', 'sort', 'unique', 'values'),
    '.conversions': ('assert_type', 'match', 'new', 'type'),
    '.data': ('annotate', 'call', 'compare', 'convert_to', 'get', 'getvar', 'group_by',
              'partition', 'tree_each', 'unwrap'),
    '.digests': ('digest', 'fqdn_rand', 'md5', 'sha1', 'sha256'),
    '.files': ('binary_file', 'file', 'find_file', 'generate', 'module_directory'),
    '.iteration': ('all', 'any', 'each', 'filter', 'index', 'lest', 'map', 'reduce',
                   'reverse_each', 'slice', 'step', 'then', 'type_body::reject', 'with'),
    '.logging': ('alert', 'break', 'crit', 'debug', 'emerg', 'err', 'fail', 'import', 'info',
                 'next', 'notice', 'return', 'warning'),
    '.resources': ('create_resources',),
    '.strings': ('camelcase', 'capitalize', 'chomp', 'chop', 'downcase', 'join', 'length',
                 'lstrip', 'regsubst', 'rstrip', 'size', 'split', 'sprintf', 'strip', 'upcase',
                 'versioncmp'),
    '.templates': ('epp', 'inline_epp', 'inline_template', 'template'),
    '.text': ('scanf', 'shellquote'),
    '.time': ('find_template', 'strftime'),
    '..data.functions': ('hiera', 'hiera_array', 'hiera_hash', 'hiera_include', 'lookup'),
}
_MODULE_OF = {name: module for module, names in MODULES.items() for name in names}
BUILTIN_NAMES = frozenset(_MODULE_OF)


def builtin(name):
    """The built-in function ``name`` (its module imported now if need be), or None."""
    found = BUILTINS.get(name)
    if found is None:
        module = _MODULE_OF.get(name)
        if module is not None:
            import importlib
            importlib.import_module(module, __package__)
            found = BUILTINS.get(name)
    return found


def load_all():
    """Import every module of built-ins (BUILTINS then holds them all)."""
    import importlib
    for module in MODULES:
        importlib.import_module(module, __package__)


def fail_type(call, name, position, expected, value):
    from ..values.core import a_type_name
    raise EvaluationError("'%s' parameter %s expects %s, got %s" % (
        name, position, expected, a_type_name(value) if value is not None else 'Undef'),
        call.span)
