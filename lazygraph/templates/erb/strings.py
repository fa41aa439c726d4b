"""String methods, Ruby's format (%), and regex matching helpers."""
import re

from .errors import RubyError
from .formatting import format_ruby
from .rvalues import (MStr, RRegexp, MatchData, symbol, text, is_str, is_int, is_num,
                      to_s, inspect, class_name)


def regexp_escape(s):
    out = []
    for ch in s:
        if ch in '.*?+^$|()[]{}\\/-' and ch != '/':
            out.append('\\' + ch)
        elif ch == '\n':
            out.append('\\n')
        elif ch == '\t':
            out.append('\\t')
        elif ch == ' ':
            out.append('\\ ')
        else:
            out.append(ch)
    return ''.join(out)


def strict_integer(s, base=None):
    t = s.strip().replace('_', '')
    try:
        if base is not None:
            return int(t, base)
        m = re.fullmatch(r'([+-]?)(0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO]?[0-7]+|0|[1-9]\d*)', t)
        if not m:
            raise ValueError
        body = m.group(2)
        sign = -1 if m.group(1) == '-' else 1
        if body[:2] in ('0x', '0X'):
            return sign * int(body, 16)
        if body[:2] in ('0b', '0B'):
            return sign * int(body, 2)
        if len(body) > 1 and body[0] == '0':
            return sign * int(body.lstrip('0oO') or '0', 8)
        return sign * int(body)
    except ValueError:
        raise RubyError('ArgumentError', 'invalid value for Integer(): %s' % inspect(s)) from None


def strict_float(s):
    t = s.strip()
    if re.fullmatch(r'[+-]?(\d[\d_]*)(\.\d[\d_]*)?([eE][+-]?\d+)?', t):
        return float(t.replace('_', ''))
    raise RubyError('ArgumentError', 'invalid value for Float(): %s' % inspect(s))


def lenient_int(s):
    m = re.match(r'\s*([+-]?\d+(?:_\d+)*)', s)
    return int(m.group(1).replace('_', '')) if m else 0


def lenient_float(s):
    m = re.match(r'\s*([+-]?\d+(?:_\d+)*(\.\d+(?:_\d+)*)?([eE][+-]?\d+)?)', s)
    return float(m.group(1).replace('_', '')) if m else 0.0


# -- helpers -------------------------------------------------------------------------

def _str_arg(value, what='String'):
    if is_str(value):
        return text(value)
    raise RubyError('TypeError', 'no implicit conversion of %s into %s'
                    % ('nil' if value is None else class_name(value), what))


def _pattern(value):
    if isinstance(value, RRegexp):
        return value.compiled
    return re.compile(re.escape(_str_arg(value)))


def _arity(args, low, high=None):
    from .methods import arity
    arity(args, low, high)


def _expand_replacement(template, match):
    """Ruby's sub/gsub replacement string: \\1, \\0, \\&, \\k<name>, \\\\."""
    out = []
    i = 0
    while i < len(template):
        ch = template[i]
        if ch == '\\' and i + 1 < len(template):
            nxt = template[i + 1]
            if nxt.isdigit():
                group = int(nxt)
                out.append((match.group(group) or '') if group <= (match.re.groups) else '')
                i += 2
                continue
            if nxt == '&':
                out.append(match.group(0))
                i += 2
                continue
            if nxt == 'k' and template[i + 2:i + 3] == '<':
                end = template.index('>', i)
                out.append(match.group(template[i + 3:end]) or '')
                i = end + 1
                continue
            if nxt == '\\':
                out.append('\\')
                i += 2
                continue
            if nxt == '`':
                out.append(match.string[:match.start()])
                i += 2
                continue
            if nxt == "'":
                out.append(match.string[match.end():])
                i += 2
                continue
        out.append(ch)
        i += 1
    return ''.join(out)


def _substitute(ctx, s, args, block, count):
    _arity(args, 1, 2)
    pattern = _pattern(args[0])
    if len(args) == 2:
        replacement = args[1]
        if isinstance(replacement, dict):
            repl = lambda m: to_s(replacement.get(m.group(0)))
        else:
            template = _str_arg(replacement)
            repl = lambda m: _expand_replacement(template, m)
    elif block is not None:
        repl = lambda m: to_s(remember(ctx, m) and block(MStr(m.group(0))))
    else:
        raise RubyError('ArgumentError', 'wrong number of arguments (given 1, expected 2)')
    return pattern.sub(repl, s, count=count)


def _split(s, args):
    _arity(args, 0, 2)
    if s == '':
        return []
    limit = args[1] if len(args) > 1 else 0
    sep = args[0] if args else None
    if sep is None or (is_str(sep) and text(sep) == ' '):
        if limit > 0:
            parts = s.lstrip().split(None, limit - 1)
            if len(parts) == limit and parts:
                # Ruby keeps the rest verbatim (leading spaces of the rest removed)
                pass
        else:
            parts = s.split()
            return [MStr(p) for p in parts]
        return [MStr(p) for p in parts]
    if isinstance(sep, RRegexp):
        compiled = sep.compiled
        if compiled.groups:
            raise RubyError('NotImplementedError', 'split with a capturing regex is not supported')
        if compiled.pattern == '':
            parts = list(s)
        else:
            parts = compiled.split(s, maxsplit=max(limit - 1, 0) if limit > 0 else 0)
            if parts and parts[0] == '' and s and compiled.match(s) and compiled.match(s).end() == 0:
                parts = parts[1:]
    else:
        sep_text = _str_arg(sep)
        if sep_text == '':
            parts = list(s)
        else:
            parts = s.split(sep_text, limit - 1) if limit > 0 else s.split(sep_text)
    if limit == 0:
        while parts and parts[-1] == '':
            parts.pop()
    return [MStr(p) for p in parts]


def _match(ctx, s, pattern, save=True):
    regex = pattern if isinstance(pattern, RRegexp) else RRegexp(re.escape(_str_arg(pattern)))
    m = regex.compiled.search(s)
    return m


# -- the table -----------------------------------------------------------------------

def register(method, tables):
    S = 'String'

    def simple(name, fn):
        tables.setdefault(S, {})[name] = lambda ctx, v, args, block: fn(text(v), args)

    simple('upcase', lambda s, a: MStr(s.upper()))
    simple('downcase', lambda s, a: MStr(s.lower()))
    simple('capitalize', lambda s, a: MStr(s[:1].upper() + s[1:].lower()))
    simple('swapcase', lambda s, a: MStr(s.swapcase()))
    simple('strip', lambda s, a: MStr(s.strip(' \t\n\v\f\r\0')))
    simple('lstrip', lambda s, a: MStr(s.lstrip(' \t\n\v\f\r\0')))
    simple('rstrip', lambda s, a: MStr(s.rstrip(' \t\n\v\f\r\0')))
    simple('chomp', lambda s, a: MStr(_chomp(s, a)))
    simple('chop', lambda s, a: MStr(s[:-2] if s.endswith('\r\n') else s[:-1]))
    simple('chars', lambda s, a: [MStr(c) for c in s])
    simple('bytes', lambda s, a: list(s.encode()))
    simple('lines', lambda s, a: [MStr(l) for l in s.splitlines(True) if l] if '\n' in s else ([MStr(s)] if s else []))
    simple('length', lambda s, a: len(s))
    simple('size', lambda s, a: len(s))
    simple('bytesize', lambda s, a: len(s.encode()))
    simple('empty?', lambda s, a: s == '')
    simple('to_s', lambda s, a: s)
    tables[S]['to_s'] = lambda ctx, v, a, b: v
    tables[S]['freeze'] = lambda ctx, v, a, b: text(v)
    simple('to_str', lambda s, a: s)
    simple('to_sym', lambda s, a: symbol(s))
    simple('intern', lambda s, a: symbol(s))
    simple('to_i', lambda s, a: int(s.strip(), a[0]) if a and re.fullmatch(r'\s*[0-9a-zA-Z]+\s*', s) else lenient_int(s))
    simple('to_f', lambda s, a: lenient_float(s))
    simple('reverse', lambda s, a: MStr(s[::-1]))
    simple('split', lambda s, a: _split(s, a))
    simple('start_with?', lambda s, a: any(s.startswith(_str_arg(x)) if not isinstance(x, RRegexp)
                                           else bool(x.compiled.match(s)) for x in a))
    simple('end_with?', lambda s, a: any(s.endswith(_str_arg(x)) for x in a))
    simple('include?', lambda s, a: _arity(a, 1) or _str_arg(a[0]) in s)
    simple('center', lambda s, a: MStr(_justify(s, a, 'center')))
    simple('ljust', lambda s, a: MStr(_justify(s, a, 'ljust')))
    simple('rjust', lambda s, a: MStr(_justify(s, a, 'rjust')))
    simple('+', lambda s, a: MStr(s + _str_arg(a[0])))
    simple('*', lambda s, a: MStr(s * _repeat(a[0], len(s))))
    simple('%', lambda s, a: MStr(format_ruby(s, a[0] if isinstance(a[0], list) else [a[0]])))
    simple('index', lambda s, a: _index(s, a))
    simple('count', lambda s, a: _count_chars(s, a))
    simple('hex', lambda s, a: lenient_int_base(s, 16))
    simple('oct', lambda s, a: lenient_int_base(s, 8))
    simple('ord', lambda s, a: ord(s[0]))
    simple('succ', lambda s, a: MStr(_succ(s)))
    simple('next', lambda s, a: MStr(_succ(s)))
    simple('squeeze', lambda s, a: MStr(re.sub(r'(.)\1+', r'\1', s) if not a else
                                          re.sub('([%s])\\1+' % re.escape(_str_arg(a[0])), r'\1', s)))
    simple('delete', lambda s, a: MStr(''.join(c for c in s if not _char_set(_str_arg(a[0]))(c))))
    simple('tr', lambda s, a: MStr(_tr(s, _str_arg(a[0]), _str_arg(a[1]))))
    simple('dump', lambda s, a: MStr(inspect(s)))
    simple('unpack', lambda s, a: _refuse('String#unpack'))
    simple('encoding', lambda s, a: _refuse('String#encoding'))
    simple('shellescape', lambda s, a: MStr(_shellescape(s)))
    simple('to_yaml', lambda s, a: MStr(_to_yaml(s)))
    simple('casecmp', lambda s, a: (lambda x, y: (x > y) - (x < y))(s.lower(), _str_arg(a[0]).lower()))
    simple('casecmp?', lambda s, a: s.lower() == _str_arg(a[0]).lower())
    simple('==', lambda s, a: is_str(a[0]) and s == text(a[0]))
    simple('eql?', lambda s, a: is_str(a[0]) and s == text(a[0]))
    tables[S]['=~'] = lambda ctx, v, a, b: _eqtilde(ctx, text(v), a[0])
    tables[S]['match'] = lambda ctx, v, a, b: _match_data(ctx, text(v), a[0])
    simple('match?', lambda s, a: _match(None, s, a[0]) is not None)
    simple('scan', lambda s, a: _scan(s, a[0]))
    simple('slice', lambda s, a: _str_index(s, a))
    simple('[]', lambda s, a: _str_index(s, a))
    simple('empty?', lambda s, a: s == '')
    for op in ('<', '>', '<=', '>=', '<=>'):
        simple(op, _comparison(op))

    tables[S]['sub'] = lambda ctx, v, a, b: MStr(_substitute(ctx, text(v), a, b, 1))
    tables[S]['gsub'] = lambda ctx, v, a, b: MStr(_substitute(ctx, text(v), a, b, 0))
    tables[S]['each_char'] = lambda ctx, v, a, b: ([b(MStr(c)) for c in text(v)], v)[1]
    tables[S]['each_line'] = lambda ctx, v, a, b: ([b(MStr(l)) for l in text(v).splitlines(True)], v)[1]

    def mutate(name, fn):
        def run(ctx, v, args, block):
            if not isinstance(v, MStr):
                raise RubyError('FrozenError', "can't modify frozen String: %s" % inspect(v))
            new = fn(ctx, v.s, args, block)
            changed = new != v.s
            v.s = new
            return v if changed or name in ('<<', 'concat', 'replace', 'insert', 'prepend') else None
        tables[S][name] = run

    mutate('<<', lambda ctx, s, a, b: s + (chr(a[0]) if is_int(a[0]) else _str_arg(a[0])))
    mutate('concat', lambda ctx, s, a, b: s + ''.join(_str_arg(x) for x in a))
    mutate('prepend', lambda ctx, s, a, b: ''.join(_str_arg(x) for x in a) + s)
    mutate('replace', lambda ctx, s, a, b: _str_arg(a[0]))
    mutate('gsub!', lambda ctx, s, a, b: _substitute(ctx, s, a, b, 0))
    mutate('sub!', lambda ctx, s, a, b: _substitute(ctx, s, a, b, 1))
    for bang in ('upcase', 'downcase', 'capitalize', 'strip', 'lstrip', 'rstrip', 'chomp', 'chop',
                 'squeeze', 'reverse', 'swapcase'):
        plain = tables[S][bang]
        mutate(bang + '!', lambda ctx, s, a, b, plain=plain: text(plain(ctx, s, a, b)))


def _refuse(what):
    raise RubyError('NotImplementedError', '%s is not supported in templates' % what)


def _chomp(s, args):
    if args:
        suffix = _str_arg(args[0])
        return s[:-len(suffix)] if suffix and s.endswith(suffix) else s
    if s.endswith('\r\n'):
        return s[:-2]
    if s.endswith(('\n', '\r')):
        return s[:-1]
    return s


def _justify(s, args, how):
    _arity(args, 1, 2)
    width = args[0]
    if not is_int(width):
        raise RubyError('TypeError', 'no implicit conversion of %s into Integer' % class_name(width))
    pad = _str_arg(args[1]) if len(args) > 1 else ' '
    if pad == '':
        raise RubyError('ArgumentError', 'zero width padding')
    missing = width - len(s)
    if missing <= 0:
        return s
    fill = lambda n: (pad * (n // len(pad) + 1))[:n]
    if how == 'ljust':
        return s + fill(missing)
    if how == 'rjust':
        return fill(missing) + s
    left = missing // 2
    return fill(left) + s + fill(missing - left)


def _repeat(n, length):
    if not is_int(n):
        raise RubyError('TypeError', 'no implicit conversion of %s into Integer' % class_name(n))
    if n < 0:
        raise RubyError('ArgumentError', 'negative argument')
    if n * length > 64 * 1024 * 1024:
        raise RubyError('ArgumentError', 'argument too big')
    return n


def _index(s, args):
    _arity(args, 1, 2)
    start = args[1] if len(args) > 1 else 0
    if isinstance(args[0], RRegexp):
        m = args[0].compiled.search(s, start)
        return m.start() if m else None
    found = s.find(_str_arg(args[0]), start)
    return None if found < 0 else found


def lenient_int_base(s, base):
    m = re.match(r'\s*([+-]?)(0[xX])?([0-9a-fA-F]+(?:_[0-9a-fA-F]+)*)' if base == 16
                 else r'\s*([+-]?)(0[oO]?)?([0-7]+(?:_[0-7]+)*)', s)
    if not m:
        return 0
    return int(m.group(1) + m.group(3).replace('_', ''), base)


def _succ(s):
    from .rvalues import succ
    return succ(s)


def _tr(s, a, b):
    def expand(spec):
        out = []
        i = 0
        while i < len(spec):
            if i + 2 < len(spec) and spec[i + 1] == '-':
                out.extend(chr(c) for c in range(ord(spec[i]), ord(spec[i + 2]) + 1))
                i += 3
            else:
                out.append(spec[i])
                i += 1
        return out
    if a.startswith('^') and len(a) > 1:
        keep = set(expand(a[1:]))
        last = expand(b)[-1:] or ['']
        return ''.join(c if c in keep else last[0] for c in s)
    src, dst = expand(a), expand(b)
    if not dst:
        return ''.join(c for c in s if c not in src)
    dst = dst + [dst[-1]] * (len(src) - len(dst))
    table = dict(zip(src, dst))
    return ''.join(table.get(c, c) for c in s)


def remember(ctx, m):
    if ctx is not None:
        ctx.last_match = m
    return m


def _char_set(spec):
    """A tr/count/delete character set: ranges, leading ^ negates."""
    negate = len(spec) > 1 and spec.startswith('^')
    body = spec[1:] if negate else spec
    chars = set()
    i = 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == '-':
            chars.update(chr(c) for c in range(ord(body[i]), ord(body[i + 2]) + 1))
            i += 3
        else:
            chars.add(body[i])
            i += 1
    return (lambda c: c not in chars) if negate else (lambda c: c in chars)


def _count_chars(s, args):
    if not args:
        raise RubyError('ArgumentError', 'wrong number of arguments (given 0, expected 1+)')
    tests = [_char_set(_str_arg(a)) for a in args]
    return sum(1 for c in s if all(test(c) for test in tests))


def _eqtilde(ctx, s, pattern):
    if is_str(pattern):
        raise RubyError('TypeError', "wrong argument type String (expected Regexp)")
    if not isinstance(pattern, RRegexp):
        return None
    m = remember(ctx, pattern.compiled.search(s))
    return None if m is None else m.start()


def _match_data(ctx, s, pattern):
    m = remember(ctx, _match(None, s, pattern))
    return None if m is None else MatchData(m)


def _scan(s, pattern):
    regex = _pattern(pattern)
    out = []
    for m in regex.finditer(s):
        if regex.groups:
            out.append([None if g is None else MStr(g) for g in m.groups()])
        else:
            out.append(MStr(m.group(0)))
    return out


def _str_index(s, args):
    _arity(args, 1, 2)
    first = args[0]
    if len(args) == 2:
        start, length = first, args[1]
        if not (is_int(start) and is_int(length)):
            raise RubyError('TypeError', 'no implicit conversion into Integer')
        if start < 0:
            start += len(s)
        if start < 0 or start > len(s) or length < 0:
            return None
        return MStr(s[start:start + length])
    if is_int(first):
        if first < -len(s) or first >= len(s):
            return None
        return MStr(s[first])
    if is_str(first):
        return MStr(text(first)) if text(first) in s else None
    if isinstance(first, RRegexp):
        m = first.compiled.search(s)
        return None if m is None else MStr(m.group(0))
    from .rvalues import RRange
    if isinstance(first, RRange):
        start, stop = first.first, first.last
        if start < 0:
            start += len(s)
        if start < 0 or start > len(s):
            return None
        if stop is None:
            stop = len(s)
        elif stop < 0:
            stop += len(s)
        if not first.exclusive:
            stop += 1
        return MStr(s[start:max(start, stop)])
    raise RubyError('TypeError', 'no implicit conversion of %s into Integer' % class_name(first))


def _comparison(op):
    def fn(s, args):
        _arity(args, 1)
        other = args[0]
        if op == '<=>':
            if not is_str(other):
                return None
        elif not is_str(other):
            raise RubyError('ArgumentError', 'comparison of String with %s failed'
                            % (inspect(other) if other is None or is_num(other) else class_name(other)))
        x, y = s.encode(), text(other).encode()
        c = (x > y) - (x < y)
        return {'<': c < 0, '>': c > 0, '<=': c <= 0, '>=': c >= 0, '<=>': c}[op]
    return fn


def _shellescape(s):
    from .constants import shellescape
    return shellescape(s)


def _to_yaml(value):
    from .yaml import to_yaml
    return to_yaml(value)
