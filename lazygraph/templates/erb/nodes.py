"""The syntax tree of a template's Ruby, each node evaluating itself.

``evaluate(ctx, env)``: ctx is the render (scope, output buffer, step budget),
env the local variables.  Method calls go through methods.call_method, which
knows the built-in classes; nothing here can reach the host system.
"""
from .errors import RubyError, UnsupportedRuby
from .rvalues import MStr, RRange, RRegexp, Const as ConstValue, symbol, text, truthy, hash_key, is_str

KNOWN_CONSTANTS = frozenset(['String', 'Array', 'Hash', 'Integer', 'Float', 'Numeric', 'Symbol',
                             'TrueClass', 'FalseClass', 'NilClass', 'Range', 'Regexp', 'File',
                             'Comparable', 'Enumerable', 'Object', 'Math', 'Shellwords', 'JSON',
                             'IPAddr'])


class Env:
    """Local variables: a block sees and assigns its parents' variables."""
    __slots__ = ('vars', 'parent')

    def __init__(self, parent=None):
        self.vars = {}
        self.parent = parent

    def get(self, name):
        env = self
        while env is not None:
            if name in env.vars:
                return env.vars[name]
            env = env.parent
        return None

    def set(self, name, value):
        env = self
        while env is not None:
            if name in env.vars:
                env.vars[name] = value
                return
            env = env.parent
        self.vars[name] = value


class Jump(Exception):
    """next / break out of a block or loop."""

    def __init__(self, kind, value):
        super().__init__(kind)
        self.kind = kind
        self.value = value


class Node:
    __slots__ = ('token',)

    def assignable(self):
        return False

    def declares(self):
        return False

    def ivars(self):
        """Instance variable names this subtree reads (for template.variables())."""
        out = []
        for child in self.children():
            out.extend(child.ivars())
        return out

    def children(self):
        return ()

    def changes_values(self):
        """May running this change a value it did not make (a manifest's Array,
        Hash or String), or define a method for later templates? Such a
        template runs where Puppet runs it, never as a deferred value."""
        return any(child.changes_values() for child in self.children() if child is not None)

    def calls_functions(self):
        """May running this call a Puppet function (scope.call_function,
        scope.function_NAME), which may include classes or declare resources?"""
        return any(child.calls_functions() for child in self.children() if child is not None)


def _walk(items):
    for item in items:
        if isinstance(item, Node):
            yield item
        elif isinstance(item, (list, tuple)):
            yield from _walk(item)


class Seq(Node):
    __slots__ = ('stmts',)

    def __init__(self, stmts, token):
        self.stmts = stmts
        self.token = token

    def children(self):
        return self.stmts

    def evaluate(self, ctx, env):
        value = None
        for stmt in self.stmts:
            value = stmt.evaluate(ctx, env)
        return value


class Text(Node):
    """A run of template text (the scanner's text number ``index``), held by the
    node itself: a template read back from the parse cache renders without
    scanning its text again."""
    __slots__ = ('index', 'text')

    def __init__(self, index, token, text):
        self.index = index
        self.token = token
        self.text = text

    def evaluate(self, ctx, env):
        ctx.emit(self.text, self)
        return ctx.buffer


class BufferValue(Node):
    """_erbout: the script's first and last statement."""

    def __init__(self, token):
        self.token = token

    def evaluate(self, ctx, env):
        return ctx.buffer


class Output(Node):
    __slots__ = ('body',)

    def __init__(self, body, token):
        self.body = body
        self.token = token

    def children(self):
        return (self.body,)

    def evaluate(self, ctx, env):
        value = self.body.evaluate(ctx, env)
        ctx.emit(ctx.to_s(value, self), self)
        return ctx.buffer


class Literal(Node):
    __slots__ = ('value',)

    def __init__(self, value, token):
        self.value = value
        self.token = token

    def evaluate(self, ctx, env):
        return self.value


class Str(Node):
    __slots__ = ('parts',)

    def __init__(self, parts, token):
        self.parts = parts
        self.token = token

    def children(self):
        return [p for p in self.parts if isinstance(p, Node)]

    def string(self, ctx, env):
        out = []
        for part in self.parts:
            if isinstance(part, str):
                out.append(part)
            else:
                out.append(ctx.to_s(part.evaluate(ctx, env), part))
        return ''.join(out)

    def evaluate(self, ctx, env):
        return MStr(self.string(ctx, env))

    def literal_text(self):
        if all(isinstance(p, str) for p in self.parts):
            return ''.join(self.parts)
        return None


class StrConcat(Node):
    __slots__ = ('left', 'right')

    def __init__(self, left, right, token):
        self.left = left
        self.right = right
        self.token = token

    def children(self):
        return (self.left, self.right)

    def evaluate(self, ctx, env):
        return MStr(text(self.left.evaluate(ctx, env)) + text(self.right.evaluate(ctx, env)))


class DSym(Str):
    def evaluate(self, ctx, env):
        return symbol(self.string(ctx, env))


class RegexLit(Str):
    __slots__ = ('flags', 'cached')

    def __init__(self, parts, flags, token):
        super().__init__(parts, token)
        self.flags = flags
        self.cached = None

    def evaluate(self, ctx, env):
        if self.cached is not None:
            return self.cached
        regex = ctx.guard(self, lambda: RRegexp(self.string(ctx, env), self.flags))
        if all(isinstance(p, str) for p in self.parts):
            self.cached = regex
        return regex


class Words(Node):
    __slots__ = ('words', 'symbols')

    def __init__(self, words, symbols, token):
        self.words = words
        self.symbols = symbols
        self.token = token

    def evaluate(self, ctx, env):
        if self.symbols:
            return [symbol(w) for w in self.words]
        return [MStr(w) for w in self.words]


class Splat(Node):
    __slots__ = ('value',)

    def __init__(self, value, token):
        self.value = value
        self.token = token

    def children(self):
        return (self.value,)

    def evaluate(self, ctx, env):
        value = self.value.evaluate(ctx, env)
        if isinstance(value, list):
            return value
        if isinstance(value, RRange):
            return ctx.guard(self, value.to_list)
        if isinstance(value, dict):
            return [[k, v] for k, v in value.items()]
        return [] if value is None else [value]


def evaluate_args(ctx, env, args):
    out = []
    for arg in args:
        if isinstance(arg, Splat):
            out.extend(arg.evaluate(ctx, env))
        else:
            out.append(arg.evaluate(ctx, env))
    return out


class ArrayLit(Node):
    __slots__ = ('items',)

    def __init__(self, items, token):
        self.items = items
        self.token = token

    def children(self):
        return self.items

    def evaluate(self, ctx, env):
        return evaluate_args(ctx, env, self.items)


class HashLit(Node):
    __slots__ = ('pairs',)

    def __init__(self, pairs, token):
        self.pairs = pairs
        self.token = token

    def children(self):
        return list(_walk(self.pairs))

    def evaluate(self, ctx, env):
        out = {}
        for key, value in self.pairs:
            k = ctx.guard(key, lambda: hash_key(key.evaluate(ctx, env)))
            out[k] = value.evaluate(ctx, env)
        return out


class RangeLit(Node):
    __slots__ = ('first', 'last', 'exclusive')

    def __init__(self, first, last, exclusive, token):
        self.first = first
        self.last = last
        self.exclusive = exclusive
        self.token = token

    def children(self):
        return (self.first, self.last)

    def evaluate(self, ctx, env):
        first = self.first.evaluate(ctx, env)
        last = self.last.evaluate(ctx, env)
        if not ((isinstance(first, (int, float)) and (isinstance(last, (int, float)) or last is None))
                or (is_str(first) and is_str(last))):
            raise ctx.error(self, RubyError('ArgumentError', 'bad value for range'))
        return RRange(first, last, self.exclusive)


class Paren(Node):
    __slots__ = ('body',)

    def __init__(self, body, token):
        self.body = body
        self.token = token

    def children(self):
        return (self.body,)

    def evaluate(self, ctx, env):
        return self.body.evaluate(ctx, env)


class Self(Node):
    def __init__(self, token):
        self.token = token

    def evaluate(self, ctx, env):
        return ctx.wrapper


# -- variables ---------------------------------------------------------------------

class IVar(Node):
    __slots__ = ('name',)

    def __init__(self, name, token):
        self.name = name
        self.token = token

    def ivars(self):
        return [self.name]

    def assignable(self):
        return True

    def assignment(self, value, token):
        return Assign(self, value, token)

    def evaluate(self, ctx, env):
        return ctx.ivar(self.name, self)

    def store(self, ctx, env, value):
        ctx.assigned_ivars[self.name] = value


class LocalVar(Node):
    __slots__ = ('name',)

    def __init__(self, name, token):
        self.name = name
        self.token = token

    def assignable(self):
        return True

    def declares(self):
        return True

    def assignment(self, value, token):
        return Assign(self, value, token)

    def evaluate(self, ctx, env):
        return env.get(self.name)

    def store(self, ctx, env, value):
        env.set(self.name, value)


class Const(Node):
    __slots__ = ('name',)

    def __init__(self, name, token):
        self.name = name
        self.token = token

    def evaluate(self, ctx, env):
        if self.name not in KNOWN_CONSTANTS:
            from .grammar import refusal
            raise ctx.error(self, UnsupportedRuby(refusal('the constant %s (templates may use %s)'
                                                        % (self.name, ', '.join(sorted(KNOWN_CONSTANTS))))))
        return ConstValue(self.name)


class ConstPath(Node):
    __slots__ = ('scope', 'name')

    def __init__(self, scope, name, token):
        self.scope = scope
        self.name = name
        self.token = token

    def evaluate(self, ctx, env):
        from .grammar import refusal
        raise ctx.error(self, UnsupportedRuby(refusal('the constant path ::%s' % self.name)))


class MatchVar(Node):
    """$~ and $1..$9: the last regex match of this render."""
    __slots__ = ('name',)

    def __init__(self, name, token):
        self.name = name
        self.token = token

    def evaluate(self, ctx, env):
        from .rvalues import MatchData
        match = ctx.last_match
        if match is None:
            return None
        if self.name == '$~':
            return MatchData(match)
        group = int(self.name[1:])
        if group > match.re.groups:
            return None
        value = match.group(group)
        return None if value is None else MStr(value)


class Assign(Node):
    __slots__ = ('target', 'value')

    def __init__(self, target, value, token):
        self.target = target
        self.value = value
        self.token = token

    def children(self):
        return (self.target, self.value)

    def ivars(self):
        return self.value.ivars()

    def changes_values(self):
        return not _plain_target(self.target) or Node.changes_values(self)

    def evaluate(self, ctx, env):
        value = self.value.evaluate(ctx, env)
        self.target.store(ctx, env, value)
        return value


class MultiAssign(Node):
    __slots__ = ('targets', 'value')

    def __init__(self, targets, value, token):
        self.targets = targets
        self.value = value
        self.token = token

    def children(self):
        return (self.value,)

    def evaluate(self, ctx, env):
        value = self.value.evaluate(ctx, env)
        items = value if isinstance(value, list) else [value]
        for i, target in enumerate(self.targets):
            target.store(ctx, env, items[i] if i < len(items) else None)
        return value


class OpAssign(Node):
    """a += 1, a ||= b, h[k] ||= v, obj.attr += 1."""
    __slots__ = ('target', 'op', 'value')

    def __init__(self, target, op, value, token):
        self.target = target
        self.op = op
        self.value = value
        self.token = token

    def children(self):
        return (self.target, self.value)

    def changes_values(self):
        return not _plain_target(self.target) or Node.changes_values(self)

    def evaluate(self, ctx, env):
        target = self.target
        if isinstance(target, Call):
            receiver = target.receiver.evaluate(ctx, env)
            args = evaluate_args(ctx, env, target.args)
            current = ctx.call(target, receiver, target.name, args, None)
            store = lambda v: ctx.call(target, receiver, target.name + '=', args + [v], None)
        else:
            current = target.evaluate(ctx, env)
            store = lambda v: target.store(ctx, env, v)
        if self.op == '||':
            if truthy(current):
                return current
            value = self.value.evaluate(ctx, env)
        elif self.op == '&&':
            if not truthy(current):
                return current
            value = self.value.evaluate(ctx, env)
        else:
            value = ctx.call(self, current, self.op, [self.value.evaluate(ctx, env)], None)
        store(value)
        return value


# The tree's other node families (imported last: they build on the classes above).
from .control import (And, Or, Not, If, While, For, Case, Rescue, Defined, BeginRescue,  # noqa: E402,F401
                      RubyException, Def, JumpNode, STANDARD_ERRORS)
from .calls import Params, Block, BlockPass, Call, MethodName, literal_names  # noqa: E402,F401


def _plain_target(target):
    """A local or instance variable: assigning it changes no value (an Array
    element, a Hash key or an attribute of an object would)."""
    return isinstance(target, (LocalVar, IVar))
