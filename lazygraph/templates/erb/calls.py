"""Calls, blocks and block parameters; the names a template reads."""
from .errors import RubyError
from .nodes import Env, Jump, Node, _walk, evaluate_args, Str
from .rvalues import Opaque, Symbol, class_name


class Params:
    __slots__ = ('names', 'trailing', 'splat', 'defaults', 'block')

    def __init__(self, names, trailing, splat, defaults=None, block=None):
        self.names = names
        self.trailing = trailing
        self.splat = splat
        self.defaults = defaults or {}
        self.block = block          # `&name`: the block given, a Proc (or nil)

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
        if self.block is not None:
            env.vars[self.block] = None      # a block is never given a block here


def as_proc(block):
    """The Ruby value of a block received as `&name`: a Proc, or nil."""
    return None if block is None else Opaque(block, 'Proc')


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
    """`&:name`: a block calling the method `name` on its argument; `&expr`
    passes the Proc (or nil: no block) a method received as `&name`."""
    __slots__ = ('name', 'value')

    def __init__(self, name, token, value=None):
        self.name = name
        self.token = token
        self.value = value

    def children(self):
        return () if self.value is None else (self.value,)

    def closure(self, ctx, env):
        if self.value is not None:
            proc = self.value.evaluate(ctx, env)
            if proc is None:
                return None
            if isinstance(proc, Opaque) and proc.ruby_class == 'Proc':
                return proc.value
            if isinstance(proc, Symbol):
                return BlockPass(proc.name, self.token).closure(ctx, env)
            raise ctx.error(self, RubyError('TypeError', 'wrong argument type %s (expected Proc)'
                                            % class_name(proc)))

        def call(*args):
            ctx.step(self)
            receiver = args[0] if args else None
            return ctx.call(self, receiver, self.name, list(args[1:]), None)
        call.param_count = 1
        return call


# Methods that change their receiver in place (and a bang method, or `x.y = v`,
# `h[k] = v`), or a scope: what makes a template's rendering time matter.
CHANGING = frozenset(('<<', 'push', 'append', 'concat', 'insert', 'unshift', 'prepend', 'shift',
                      'pop', 'delete', 'delete_at', 'delete_if', 'keep_if', 'clear', 'replace',
                      'store', 'update', 'fill', 'setvar', 'force_encoding'))
COMPARISONS = frozenset(('==', '===', '!=', '<=', '>='))
# What Puppet's template wrapper answers itself (interpreter.py wrapper_method).
WRAPPER_METHODS = frozenset(('scope', 'file', 'has_variable?', 'instance_variables',
                             'instance_variable_get', 'instance_variable_defined?', 'require',
                             'Array', 'Integer', 'Float', 'String', 'Hash', 'format', 'sprintf',
                             'raise', 'fail', 'classes', 'all_tags', 'tags'))


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

    def calls_functions(self):
        return self.name == 'call_function' or self.name.startswith('function_') or \
            Node.calls_functions(self)

    def changes_values(self):
        name = self.name
        if name in CHANGING or name.endswith('!') or (
                self.receiver is not None and name.endswith('=') and name not in COMPARISONS):
            return True
        if self.receiver is None and name not in WRAPPER_METHODS:
            return True     # a method another template may define: their order matters
        return Node.changes_values(self)

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

