"""Control flow nodes: and/or/not, if, loops, case, rescue, def, jumps."""
from .errors import RubyError, TemplateError
from .nodes import Env, Jump, Node, _walk, KNOWN_CONSTANTS, Splat
from .rvalues import MStr, symbol, truthy


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
        try:
            return self.body.evaluate(ctx, env)
        except TemplateError as exc:      # output written before the error stays, as in Ruby
            if not rescuable(exc) or getattr(exc, 'ruby_class', None) not in STANDARD_ERRORS:
                raise
            return self.fallback.evaluate(ctx, env)


class Defined(Node):
    """defined?(x): what x is, without running it (a call's receiver is evaluated, as in Ruby)."""
    __slots__ = ('target',)

    def __init__(self, target, token):
        self.target = target
        self.token = token

    def children(self):
        return (self.target,)

    def evaluate(self, ctx, env):
        kind = self.kind_of(ctx, env, self.target)
        return None if kind is None else MStr(kind)

    def kind_of(self, ctx, env, target):
        from .calls import Call, MethodName
        from .nodes import IVar, LocalVar, Const, Assign, OpAssign
        if isinstance(target, IVar):
            known = target.name in ctx.assigned_ivars or ctx.ivar(target.name, self) is not None
            return 'instance-variable' if known else None
        if isinstance(target, LocalVar):
            return 'local-variable'
        if isinstance(target, Const):
            return 'constant' if target.name in KNOWN_CONSTANTS else None
        if isinstance(target, (Assign, OpAssign)):
            return 'assignment'
        if isinstance(target, MethodName) or isinstance(target, Call) and target.receiver is None:
            return 'method' if ctx.has_method(target.name) else None
        if isinstance(target, Call):
            if self.kind_of(ctx, env, target.receiver) is None:
                return None
            try:
                receiver = target.receiver.evaluate(ctx, env)
            except TemplateError:
                return None
            return 'method' if ctx.responds_to(receiver, target.name) else None
        return 'expression'


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
        try:
            value = self.body.evaluate(ctx, env)
        except TemplateError as exc:
            ruby_class = getattr(exc, 'ruby_class', None)
            if not rescuable(exc):
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
                             'RegexpError', 'FloatDomainError', 'LocalJumpError', 'StopIteration',
                             'Puppet::ParseError', 'JSON::GeneratorError', 'IPAddr::InvalidAddressError'])


def rescuable(exc):
    """Can Ruby code rescue this error? Not a refusal, a parse error, or one of
    lazygraph's own limits (where Ruby would have gone on)."""
    return getattr(exc, 'ruby_class', None) not in (None, 'SyntaxError') and \
        not getattr(exc, 'limitation', False)


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

    def changes_values(self):
        return True     # a method later templates of the compile may call

    def evaluate(self, ctx, env):
        ctx.define_method(self.name, self)
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
        if self.params.block is not None:
            from .calls import as_proc
            inner.vars[self.params.block] = as_proc(block)
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

