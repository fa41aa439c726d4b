"""The syntax tree of a template's Ruby, each node evaluating itself.

``evaluate(ctx, env)``: ctx is the render (scope, output buffer, step budget),
env the local variables.  Method calls go through methods.call_method, which
knows the built-in classes; nothing here can reach the host system.
"""
from .errors import RubyError, TemplateError
from .rvalues import (MStr, RRange, RRegexp, Const as ConstValue, symbol, text, to_s, truthy,
                      hash_key, is_str, class_name)

KNOWN_CONSTANTS = frozenset(['String', 'Array', 'Hash', 'Integer', 'Float', 'Numeric', 'Symbol',
                             'TrueClass', 'FalseClass', 'NilClass', 'Range', 'Regexp', 'File',
                             'Comparable', 'Enumerable', 'Object', 'Math', 'Shellwords'])


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
    __slots__ = ('index',)

    def __init__(self, index, token):
        self.index = index
        self.token = token

    def evaluate(self, ctx, env):
        ctx.emit(ctx.texts[self.index], self)
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
            from .parser import refusal
            raise ctx.error(self, TemplateError(refusal('the constant %s (templates may use %s)'
                                                        % (self.name, ', '.join(sorted(KNOWN_CONSTANTS))))))
        return ConstValue(self.name)


class ConstPath(Node):
    __slots__ = ('scope', 'name')

    def __init__(self, scope, name, token):
        self.scope = scope
        self.name = name
        self.token = token

    def evaluate(self, ctx, env):
        from .parser import refusal
        raise ctx.error(self, TemplateError(refusal('the constant path ::%s' % self.name)))


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


# -- control flow ------------------------------------------------------------------

class And(Node):
    __slots__ = ('left', 'right')

    def __init__(self, left, right, token):
        self.left = left
        self.right = right
        self.token = token

    def children(self):
        return (self.left, self.right)

    def evaluate(self, ctx, env):
        left = self.left.evaluate(ctx, env)
        return self.right.evaluate(ctx, env) if truthy(left) else left


class Or(And):
    def evaluate(self, ctx, env):
        left = self.left.evaluate(ctx, env)
        return left if truthy(left) else self.right.evaluate(ctx, env)


class Not(Node):
    __slots__ = ('operand',)

    def __init__(self, operand, token):
        self.operand = operand
        self.token = token

    def children(self):
        return (self.operand,)

    def evaluate(self, ctx, env):
        return not truthy(self.operand.evaluate(ctx, env))


class If(Node):
    __slots__ = ('cond', 'then', 'other')

    def __init__(self, cond, then, other, token):
        self.cond = cond
        self.then = then
        self.other = other
        self.token = token

    def children(self):
        return [c for c in (self.cond, self.then, self.other) if c is not None]

    def evaluate(self, ctx, env):
        branch = self.then if truthy(self.cond.evaluate(ctx, env)) else self.other
        return None if branch is None else branch.evaluate(ctx, env)


class While(Node):
    __slots__ = ('cond', 'body', 'until')

    def __init__(self, cond, body, until, token):
        self.cond = cond
        self.body = body
        self.until = until
        self.token = token

    def children(self):
        return (self.cond, self.body)

    def evaluate(self, ctx, env):
        while truthy(self.cond.evaluate(ctx, env)) != self.until:
            ctx.step(self)
            ctx.block_depth += 1
            try:
                self.body.evaluate(ctx, env)
            except Jump as jump:
                if jump.kind == 'break':
                    return jump.value
                if jump.kind != 'next':
                    raise
            finally:
                ctx.block_depth -= 1
        return None


class For(Node):
    """for a, b in x do ... end: like each, but the variables stay visible after."""
    __slots__ = ('params', 'iterable', 'body')

    def __init__(self, params, iterable, body, token):
        self.params = params
        self.iterable = iterable
        self.body = body
        self.token = token

    def children(self):
        return (self.iterable, self.body)

    def evaluate(self, ctx, env):
        from .methods import elements
        iterable = self.iterable.evaluate(ctx, env)
        items = ctx.guard(self, lambda: list(elements(iterable)))
        for item in items:
            ctx.step(self)
            scratch = Env()
            self.params.bind(scratch, [item])
            for name, value in scratch.vars.items():
                env.set(name, value)
            ctx.block_depth += 1
            try:
                self.body.evaluate(ctx, env)
            except Jump as jump:
                if jump.kind == 'break':
                    return jump.value
                if jump.kind != 'next':
                    raise
            finally:
                ctx.block_depth -= 1
        return iterable


class Case(Node):
    __slots__ = ('subject', 'whens', 'other')

    def __init__(self, subject, whens, other, token):
        self.subject = subject
        self.whens = whens
        self.other = other
        self.token = token

    def children(self):
        return [c for c in _walk([self.subject, self.whens, self.other])]

    def evaluate(self, ctx, env):
        subject = self.subject.evaluate(ctx, env) if self.subject is not None else None
        for tests, body in self.whens:
            for test in tests:
                if isinstance(test, Splat):
                    candidates = test.evaluate(ctx, env)
                else:
                    candidates = [test.evaluate(ctx, env)]
                for candidate in candidates:
                    if self.subject is None:
                        hit = truthy(candidate)
                    else:
                        hit = truthy(ctx.call(test, candidate, '===', [subject], None))
                    if hit:
                        return body.evaluate(ctx, env)
        return None if self.other is None else self.other.evaluate(ctx, env)


class Rescue(Node):
    """`expr rescue fallback`: Ruby's StandardErrors raised by the subset."""
    __slots__ = ('body', 'fallback')

    def __init__(self, body, fallback, token):
        self.body = body
        self.fallback = fallback
        self.token = token

    def children(self):
        return (self.body, self.fallback)

    def evaluate(self, ctx, env):
        mark = len(ctx.out)
        try:
            return self.body.evaluate(ctx, env)
        except TemplateError as exc:
            if getattr(exc, 'ruby_class', None) in (None, 'SyntaxError'):
                raise
            ctx.truncate(mark)
            return self.fallback.evaluate(ctx, env)


class Defined(Node):
    __slots__ = ('kind', 'name')

    def __init__(self, kind, name, token):
        self.kind = kind
        self.name = name
        self.token = token

    def ivars(self):
        return [self.name] if self.kind == 'ivar' else []

    def evaluate(self, ctx, env):
        if self.kind == 'ivar':
            set_ = self.name in ctx.assigned_ivars or ctx.ivar(self.name, self) is not None
            return MStr('instance-variable') if set_ else None
        if self.kind == 'local-variable':
            return MStr('local-variable')
        if self.kind == 'const':
            return MStr('expression') if self.name in KNOWN_CONSTANTS else None
        return MStr('method') if ctx.has_method(self.name) else None


class BeginRescue(Node):
    """begin ... rescue [Classes] [=> e] ... [else ...] end (and a def body)."""
    __slots__ = ('body', 'clauses', 'other')

    def __init__(self, body, clauses, other, token):
        self.body = body
        self.clauses = clauses
        self.other = other
        self.token = token

    def children(self):
        return list(_walk([self.body, [c[2] for c in self.clauses], self.other]))

    def evaluate(self, ctx, env):
        mark = len(ctx.out)
        try:
            value = self.body.evaluate(ctx, env)
        except TemplateError as exc:
            ruby_class = getattr(exc, 'ruby_class', None)
            if ruby_class in (None, 'SyntaxError'):
                raise
            for classes, var, body in self.clauses:
                if not classes and ruby_class in STANDARD_ERRORS or ruby_class in classes or \
                        'Exception' in classes or ('StandardError' in classes and ruby_class in STANDARD_ERRORS):
                    if var is not None:
                        env.set(var, RubyException(ruby_class, exc.ruby_message))
                    return body.evaluate(ctx, env)
            raise
        if self.other is not None:
            return self.other.evaluate(ctx, env)
        return value


STANDARD_ERRORS = frozenset(['NoMethodError', 'NameError', 'TypeError', 'ArgumentError', 'ZeroDivisionError',
                             'KeyError', 'IndexError', 'FrozenError', 'RuntimeError', 'RangeError',
                             'RegexpError', 'FloatDomainError', 'LocalJumpError', 'StopIteration'])


class RubyException:
    """The `e` of `rescue => e`: answers message, class, to_s."""
    __slots__ = ('ruby_class', 'message')

    def __init__(self, ruby_class, message):
        self.ruby_class = ruby_class
        self.message = message


class Def(Node):
    __slots__ = ('name', 'params', 'body')

    def __init__(self, name, params, body, token):
        self.name = name
        self.params = params
        self.body = body
        self.token = token

    def children(self):
        return (self.body,)

    def evaluate(self, ctx, env):
        ctx.methods[self.name] = self
        return symbol(self.name)

    def invoke(self, ctx, args, block):
        required = len([p for p in self.params.names if p not in self.params.defaults])
        if len(args) < required or (len(args) > len(self.params.names) and self.params.splat is None):
            raise RubyError('ArgumentError', 'wrong number of arguments (given %d, expected %d)'
                            % (len(args), required))
        inner = Env()
        for i, name in enumerate(self.params.names):
            if i < len(args):
                inner.vars[name] = args[i]
            else:
                inner.vars[name] = self.params.defaults[name].evaluate(ctx, inner)
        if self.params.splat is not None:
            inner.vars[self.params.splat] = list(args[len(self.params.names):])
        ctx.step(self)
        depth, ctx.block_depth = ctx.block_depth, 0
        ctx.method_depth += 1
        try:
            return self.body.evaluate(ctx, inner)
        except Jump as jump:
            if jump.kind == 'return':
                return jump.value
            raise ctx.error(self, RubyError('LocalJumpError', 'unexpected %s' % jump.kind))
        finally:
            ctx.block_depth = depth
            ctx.method_depth -= 1


class JumpNode(Node):
    __slots__ = ('kind', 'value')

    def __init__(self, kind, value, token):
        self.kind = kind
        self.value = value
        self.token = token

    def children(self):
        return () if self.value is None else (self.value,)

    def evaluate(self, ctx, env):
        value = None if self.value is None else self.value.evaluate(ctx, env)
        if self.kind == 'return':
            if not ctx.method_depth:
                raise ctx.error(self, RubyError('LocalJumpError', 'return is only supported inside a def'))
            raise Jump('return', value)
        if not ctx.block_depth:
            raise ctx.error(self, RubyError('SyntaxError', 'Invalid %s' % self.kind))
        raise Jump(self.kind, value)


def Jump_(kind, value, token):
    return JumpNode(kind, value, token)


# -- calls and blocks -------------------------------------------------------------

class Params:
    __slots__ = ('names', 'trailing', 'splat', 'defaults')

    def __init__(self, names, trailing, splat, defaults=None):
        self.names = names
        self.trailing = trailing
        self.splat = splat
        self.defaults = defaults or {}

    def arity_spreads(self):
        return len(self.names) > 1 or self.trailing or self.splat is not None

    def bind(self, env, args):
        if len(args) == 1 and isinstance(args[0], list) and self.arity_spreads():
            args = args[0]
        for i, name in enumerate(self.names):
            value = args[i] if i < len(args) else None
            if isinstance(name, Params):
                name.bind(env, [value])
            else:
                env.vars[name] = value
        if self.splat is not None:
            env.vars[self.splat] = list(args[len(self.names):])


class Block(Node):
    __slots__ = ('params', 'body')

    def __init__(self, params, body, token):
        self.params = params
        self.body = body
        self.token = token

    def children(self):
        return (self.body,)

    def closure(self, ctx, env):
        def call(*args):
            ctx.step(self)
            inner = Env(env)
            self.params.bind(inner, list(args))
            ctx.block_depth += 1
            try:
                return self.body.evaluate(ctx, inner)
            except Jump as jump:
                if jump.kind == 'next':
                    return jump.value
                raise
            finally:
                ctx.block_depth -= 1
        call.param_count = len(self.params.names)
        return call


class BlockPass(Node):
    """`&:name`: a block calling the method `name` on its argument."""
    __slots__ = ('name',)

    def __init__(self, name, token):
        self.name = name
        self.token = token

    def closure(self, ctx, env):
        def call(*args):
            ctx.step(self)
            receiver = args[0] if args else None
            return ctx.call(self, receiver, self.name, list(args[1:]), None)
        call.param_count = 1
        return call


class Call(Node):
    __slots__ = ('receiver', 'name', 'args', 'block', 'safe')

    def __init__(self, receiver, name, args, block, token, safe=False):
        self.receiver = receiver
        self.name = name
        self.args = args
        self.block = block
        self.token = token
        self.safe = safe

    def children(self):
        return [c for c in _walk([self.receiver, self.args, self.block])]

    def assignable(self):
        return self.receiver is not None and (self.name == '[]' or self.name.isidentifier())

    def assignment(self, value, token):
        return Call(self.receiver, self.name + '=' if self.name != '[]' else '[]=', self.args + [value],
                    None, token)

    def evaluate(self, ctx, env):
        receiver = ctx.wrapper if self.receiver is None else self.receiver.evaluate(ctx, env)
        if self.safe and receiver is None:
            return None
        args = evaluate_args(ctx, env, self.args)
        block = None if self.block is None else self.block.closure(ctx, env)
        if self.name.endswith('=') and self.name not in ('==', '===', '!=', '<=', '>=') and self.receiver is not None:
            ctx.call(self, receiver, self.name, args, block)
            return args[-1]
        try:
            return ctx.call(self, receiver, self.name, args, block, implicit=self.receiver is None)
        except Jump as jump:
            if jump.kind == 'break' and block is not None:
                return jump.value
            raise


class MethodName(Node):
    """A bare name that is not a local variable: a call on the template object."""
    __slots__ = ('name',)

    def __init__(self, name, token):
        self.name = name
        self.token = token

    def evaluate(self, ctx, env):
        return ctx.call(self, ctx.wrapper, self.name, [], None, implicit=True, bare=True)


def literal_names(node):
    """Variable names read through scope['x'] / scope.lookupvar('x') with literal names."""
    out = []
    stack = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, Call) and current.name in ('[]', 'lookupvar') and current.args \
                and isinstance(current.receiver, (Call, MethodName)) and current.receiver.name == 'scope' \
                and isinstance(current.args[0], Str):
            name = current.args[0].literal_text()
            if name is not None:
                out.append(name)
        stack.extend(reversed(list(current.children())))
    return out


def class_of_value(v):
    return class_name(v)
