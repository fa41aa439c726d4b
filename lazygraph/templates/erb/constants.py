"""Class methods of the constants templates may use (File, Shellwords, Regexp...) and
Kernel's conversions (Array(), Integer(), Float(), String(), Hash(), format)."""
import math

from .errors import RubyError
from .methods import TABLES, arity, type_check
from .rvalues import Symbol, flatten_array, MStr, RRange, RRegexp, text, is_str, is_int, is_num, truthy, to_s, class_name
from . import strings


def _const_method(const_name, *names):
    def register(fn):
        for name in names:
            TABLES.setdefault('Const', {})[(const_name, name)] = fn
        return fn
    return register


@_const_method('File', 'basename')
def _file_basename(ctx, v, args, block):
    arity(args, 1, 2)
    path = _path_arg(args[0])
    stripped = path.rstrip('/') or ('/' if path.startswith('/') else '')
    base = stripped.rsplit('/', 1)[-1] if stripped != '/' else '/'
    if len(args) == 2:
        suffix = _path_arg(args[1])
        if suffix == '.*':
            dot = base.rfind('.')
            if dot > 0:
                base = base[:dot]
        elif suffix and base.endswith(suffix) and base != suffix:
            base = base[:-len(suffix)]
    return MStr(base)


@_const_method('File', 'dirname')
def _file_dirname(ctx, v, args, block):
    arity(args, 1)
    path = _path_arg(args[0])
    if not path:
        return MStr('.')
    stripped = path.rstrip('/')
    if not stripped:
        return MStr('/')
    if '/' not in stripped:
        return MStr('.')
    head = stripped.rsplit('/', 1)[0].rstrip('/')
    return MStr(head or '/')


@_const_method('File', 'extname')
def _file_extname(ctx, v, args, block):
    arity(args, 1)
    base = text(_file_basename(ctx, v, args[:1], block))
    dot = base.rfind('.')
    if dot <= 0 or dot == len(base) - 1:
        return MStr('')
    return MStr(base[dot:])


@_const_method('File', 'join')
def _file_join(ctx, v, args, block):
    from .rvalues import MStr as _M
    parts = []
    for arg in args:
        parts.extend(flatten_array([arg]))
    out = ''
    for i, part in enumerate(parts):
        piece = _path_arg(part)
        if i == 0:
            out = piece
        elif out.endswith('/') and piece.startswith('/'):
            out = out.rstrip('/') + '/' + piece.lstrip('/')
        elif out.endswith('/') or piece.startswith('/'):
            out += piece
        else:
            out += '/' + piece
    return _M(out)


def _path_arg(value):
    if not is_str(value):
        raise RubyError('TypeError', 'no implicit conversion of %s into String'
                        % ('nil' if value is None else class_name(value)))
    return text(value)


def shellescape(s):
    """Ruby's Shellwords.escape."""
    import re
    if not s:
        return "''"
    s = re.sub(r'([^A-Za-z0-9_\-.,:+/@\n])', r'\\\1', s)
    return s.replace('\n', "'\n'")


@_const_method('Shellwords', 'escape')
@_const_method('Shellwords', 'shellescape')
def _shellwords_escape(ctx, v, args, block):
    arity(args, 1)
    return MStr(shellescape(text(args[0]) if is_str(args[0]) else to_s(args[0])))


@_const_method('Shellwords', 'join')
@_const_method('Shellwords', 'shelljoin')
def _shellwords_join(ctx, v, args, block):
    arity(args, 1)
    return MStr(' '.join(shellescape(text(a) if is_str(a) else to_s(a)) for a in args[0]))


def _json_options(args):
    if len(args) > 1 and isinstance(args[1], dict):
        options = {k.name if isinstance(k, Symbol) else text(k): v for k, v in args[1].items()}
        unknown = set(options) - {'space_before'}
        if unknown:
            raise RubyError('NotImplementedError', 'JSON options %s are not supported' % ', '.join(sorted(unknown)))
        return text(options.get('space_before', ''))
    return ''


@_const_method('JSON', 'generate', 'dump')
def _json_generate(ctx, v, args, block):
    from .rjson import generate
    arity(args, 1, 2)
    return MStr(generate(args[0], space_before=_json_options(args)))


@_const_method('JSON', 'pretty_generate')
def _json_pretty(ctx, v, args, block):
    from .rjson import generate
    arity(args, 1, 2)
    return MStr(generate(args[0], pretty=True, space_before=_json_options(args)))


@_const_method('Math', 'sqrt')
def _math_sqrt(ctx, v, args, block):
    arity(args, 1)
    return math.sqrt(args[0])


@_const_method('Integer', '===')
@_const_method('String', '===')
@_const_method('Array', '===')
@_const_method('Hash', '===')
@_const_method('Float', '===')
@_const_method('Numeric', '===')
@_const_method('Symbol', '===')
@_const_method('NilClass', '===')
@_const_method('TrueClass', '===')
@_const_method('FalseClass', '===')
@_const_method('Regexp', '===')
@_const_method('Range', '===')
def _const_case_eq(ctx, v, args, block):
    return type_check(args[0], v)


@_const_method('Regexp', 'escape')
@_const_method('Regexp', 'quote')
def _regexp_escape(ctx, v, args, block):
    arity(args, 1)
    return MStr(strings.regexp_escape(text(args[0]) if is_str(args[0]) else to_s(args[0])))


@_const_method('Regexp', 'new')
def _regexp_new(ctx, v, args, block):
    arity(args, 1, 2)
    if isinstance(args[0], RRegexp):
        return args[0]
    flags = 'i' if len(args) > 1 and truthy(args[1]) else ''
    return RRegexp(text(args[0]), flags)


@_const_method('Array', 'new')
def _array_new(ctx, v, args, block):
    arity(args, 0, 2)
    if not args:
        return []
    if block is not None:
        return [block(i) for i in range(args[0])]
    return [args[1] if len(args) > 1 else None for _ in range(args[0])]


@_const_method('Hash', 'new')
def _hash_new(ctx, v, args, block):
    if args or block is not None:
        raise RubyError('NotImplementedError', 'Hash.new with a default is not supported')
    return {}


@_const_method('String', 'new')
def _string_new(ctx, v, args, block):
    return MStr(text(args[0]) if args else '')


# -- Kernel conversions --------------------------------------------------------------

def kernel_conversion(name, args):
    value = args[0]
    if name == 'Array':
        if value is None:
            return []
        if isinstance(value, list):
            return value
        if isinstance(value, dict):
            return [[k, v] for k, v in value.items()]
        if isinstance(value, RRange):
            return value.to_list()
        return [value]
    if name == 'String':
        return MStr(to_s(value))
    if name == 'Hash':
        if value is None or value == []:
            return {}
        if isinstance(value, dict):
            return value
        raise RubyError('TypeError', "can't convert %s into Hash" % class_name(value))
    if name == 'Integer':
        if is_int(value):
            return value
        if isinstance(value, float):
            if math.isnan(value) or math.isinf(value):
                raise RubyError('FloatDomainError', to_s(value))
            return int(value)
        if is_str(value):
            return strings.strict_integer(text(value), args[1] if len(args) > 1 else None)
        raise RubyError('TypeError', "can't convert %s into Integer" % class_name(value))
    if name == 'Float':
        if is_num(value):
            return float(value)
        if is_str(value):
            return strings.strict_float(text(value))
        raise RubyError('TypeError', "can't convert %s into Float" % class_name(value))
    raise RubyError('NoMethodError', "undefined method `%s'" % name)


def format_string(ctx, fmt, args):
    from .formatting import format_ruby
    return format_ruby(fmt, args)
