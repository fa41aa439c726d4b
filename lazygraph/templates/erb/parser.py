"""Recursive-descent parser for the Ruby subset of ERB scripts.

Precedence follows Ruby's table (lowest first): modifiers (if/unless/while/
until), not/and/or, assignment, ternary, ranges, ||, &&, not-equality, =~,
comparison, | ^, &, << >>, + -, * / %, unary minus, **, ! ~ unary +.  Like
Ruby, the parser knows which names are local variables (assigned earlier or
block parameters): any other bare name is a method call on the template.
Constructs outside the subset raise Unsupported at the offending token.
"""
from . import nodes as n
from .grammar import (ASSIGN_OPS, BINARY_LEVELS, ParseError, Unsupported, refusal,  # noqa: F401
                      describe)
from .primaries import PrimaryParser


BINARY_LEVEL_OF = {op: level for level, ops in enumerate(BINARY_LEVELS) for op in ops}


class Parser(PrimaryParser):
    def __init__(self, tokens, texts=()):
        self.tokens = tokens
        self.texts = texts      # the scanner's text runs, by the index a text token holds
        self.i = 0
        self.locals = [set()]

    # -- helpers --------------------------------------------------------------

    @property
    def tok(self):
        return self.tokens[self.i]

    def peek(self, k=1):
        return self.tokens[min(self.i + k, len(self.tokens) - 1)]

    def advance(self):
        token = self.tokens[self.i]
        if token.kind != 'eof':
            self.i += 1
        return token

    def accept_op(self, *ops):
        if self.tok.is_op(*ops):
            return self.advance()
        return None

    def accept_kw(self, *words):
        if self.tok.is_kw(*words):
            return self.advance()
        return None

    def expect_op(self, op):
        if not self.tok.is_op(op):
            self.fail("expected '%s'" % op)
        return self.advance()

    def expect_kw(self, word):
        if not self.tok.is_kw(word):
            self.fail("expected '%s'" % word)
        return self.advance()

    def fail(self, message, token=None):
        token = token or self.tok
        raise ParseError('syntax error, %s, found %s' % (message, describe(token)), token)

    def refuse(self, what, token=None):
        raise Unsupported(refusal(what), token or self.tok)

    def is_local(self, name):
        return any(name in scope for scope in self.locals)

    def declare(self, name):
        self.locals[-1].add(name)

    def skip_newlines(self):
        while self.tok.kind == 'nl' or self.tok.is_op(';'):
            self.advance()

    def skip_line_breaks(self):
        while self.tok.kind == 'nl':
            self.advance()

    # -- statements -----------------------------------------------------------

    def parse_program(self):
        body = self.statements(('eof',))
        if self.tok.kind != 'eof':
            self.fail('unexpected token')
        return body

    def statements(self, terminators):
        """Statements up to a terminating keyword/op (not consumed)."""
        stmts = []
        start = self.tok
        while True:
            self.skip_newlines()
            tok = self.tok
            if tok.kind == 'eof' or (tok.kind == 'kw' and tok.value in terminators) or \
                    (tok.kind == 'op' and tok.value in terminators):
                break
            stmts.append(self.statement())
            if not (self.tok.kind in ('nl', 'eof') or self.tok.is_op(';') or
                    (self.tok.kind == 'kw' and self.tok.value in terminators) or
                    (self.tok.kind == 'op' and self.tok.value in terminators)):
                self.fail('unexpected token')
        return n.Seq(stmts, start)

    def statement(self):
        node = self.not_expr()
        while True:
            tok = self.tok
            if tok.is_kw('if', 'unless'):
                self.advance()
                cond = self.not_expr()
                node = n.If(cond, node, None, tok) if tok.value == 'if' else n.If(cond, None, node, tok)
            elif tok.is_kw('while', 'until'):
                self.advance()
                cond = self.not_expr()
                node = n.While(cond, node, tok.value == 'until', tok)
            elif tok.is_kw('rescue'):
                self.advance()
                node = n.Rescue(node, self.not_expr(), tok)
            else:
                return node

    def not_expr(self):
        node = self.not_operand()
        while self.tok.is_kw('and', 'or'):
            tok = self.advance()
            self.skip_line_breaks()
            right = self.not_operand()
            node = n.And(node, right, tok) if tok.value == 'and' else n.Or(node, right, tok)
        return node

    def not_operand(self):
        tok = self.tok
        if tok.is_kw('not'):
            self.advance()
            return n.Not(self.not_operand(), tok)
        return self.expression()

    def expression(self):
        """An assignment or a ternary-level expression."""
        tok = self.tok
        if tok.kind == 'output':
            return self.output()
        if tok.kind == 'text':
            self.advance()
            return n.Text(tok.value, tok, self.texts[tok.value])
        if tok.kind in ('init', 'result'):
            self.advance()
            return n.BufferValue(tok)
        start = self.i
        if tok.kind in ('ident', 'ivar') and self.peek().is_op(','):
            if self._looks_like_multiple_assignment():
                return self.multiple_assignment()
        left = self.ternary()
        op = self.tok
        if op.kind == 'op' and op.value in ASSIGN_OPS:
            if not left.assignable():
                self.fail('cannot assign to this expression', self.tokens[start])
            self.advance()
            self.skip_line_breaks()
            if left.declares():
                self.declare(left.name)
            right = self.expression_rhs()
            if op.value == '=':
                return left.assignment(right, op)
            return n.OpAssign(left, op.value[:-1], right, op)
        return left

    def expression_rhs(self):
        right = self.expression()
        if self.tok.is_op(','):          # a = 1, 2 -> an array
            items = [right]
            while self.accept_op(','):
                items.append(self.expression())
            return n.ArrayLit(items, right.token)
        return right

    def _looks_like_multiple_assignment(self):
        j = self.i
        while True:
            if self.tokens[j].kind not in ('ident', 'ivar'):
                return False
            j += 1
            if self.tokens[j].is_op('='):
                return True
            if not self.tokens[j].is_op(','):
                return False
            j += 1

    def multiple_assignment(self):
        targets = []
        while True:
            tok = self.advance()
            if tok.kind == 'ident':
                self.declare(tok.value)
                targets.append(n.LocalVar(tok.value, tok))
            else:
                targets.append(n.IVar(tok.value, tok))
            if not self.accept_op(','):
                break
        op = self.expect_op('=')
        right = self.expression_rhs()
        return n.MultiAssign(targets, right, op)

    def output(self):
        tok = self.advance()
        self.expect_op('(')
        body = self.statements((')',))
        self.expect_op(')')
        return n.Output(body, tok)

    def ternary(self):
        cond = self.range_expr()
        if self.tok.is_op('?'):
            tok = self.advance()
            self.skip_line_breaks()
            then = self.ternary()
            self.skip_line_breaks()
            if self.tok.kind == 'dsym':         # a ? '':'no' -> ':' 'no'
                glued = self.advance()
                return n.If(cond, then, n.Str(self.parts(glued.value), glued), tok)
            if self.tok.kind == 'sym' and self.tok.value.isidentifier():    # a ? b :c
                glued = self.advance()
                name = glued.value
                other = n.LocalVar(name, glued) if self.is_local(name) else n.MethodName(name, glued)
                return n.If(cond, then, self.postfix(other), tok)
            self.expect_op(':')
            self.skip_line_breaks()
            other = self.ternary()
            return n.If(cond, then, other, tok)
        return cond

    def range_expr(self):
        left = self.binary(0)
        if self.tok.is_op('..', '...'):
            tok = self.advance()
            if self.tok.kind in ('nl', 'eof') or self.tok.is_op(')', ']', ';', ',') or self.tok.is_kw('then'):
                return n.RangeLit(left, n.Literal(None, tok), tok.value == '...', tok)
            right = self.binary(0)
            return n.RangeLit(left, right, tok.value == '...', tok)
        return left

    def binary(self, level):
        """The binary operators of BINARY_LEVELS[level:], each level left-associative
        (by precedence climbing: an operand is read once, not through a call for
        each of the nine levels)."""
        return self._binary_rest(self.unary_minus(), level)

    def _binary_rest(self, left, lowest):
        while True:
            tok = self.tok
            level = BINARY_LEVEL_OF.get(tok.value) if tok.kind == 'op' else None
            if level is None or level < lowest:
                return left
            self.advance()
            self.skip_line_breaks()
            # the operators binding tighter than this one take the right operand first
            right = self._binary_rest(self.unary_minus(), level + 1)
            if tok.value == '||':
                left = n.Or(left, right, tok)
            elif tok.value == '&&':
                left = n.And(left, right, tok)
            elif tok.value == '!=':
                left = n.Not(n.Call(left, '==', [right], None, tok), tok)
            elif tok.value == '!~':
                left = n.Not(n.Call(left, '=~', [right], None, tok), tok)
            else:
                left = n.Call(left, tok.value, [right], None, tok)
            if level == 2 and self.tok.kind == 'op' and self.tok.value in BINARY_LEVELS[2]:
                self.fail('comparison operators do not chain')

    def unary_minus(self):
        tok = self.tok
        if tok.is_op('-'):
            nxt = self.peek()
            self.advance()
            if nxt.kind in ('int', 'float') and not nxt.spaced:
                # -2 ** 2 is -(2 ** 2) in Ruby; -2.abs is (-2).abs
                literal = self.advance()
                operand = self.postfix(n.Literal(-literal.value, literal))
                if self.tok.is_op('**'):
                    power = self.advance()
                    exponent = self.unary_minus()
                    return n.Call(n.Call(n.Literal(literal.value, literal), '**', [exponent], None, power),
                                  '-@', [], None, tok)
                return operand
            return n.Call(self.unary_minus(), '-@', [], None, tok)
        return self.power()

    def power(self):
        base = self.unary()
        if self.tok.is_op('**'):
            tok = self.advance()
            exponent = self.unary_minus()     # right associative
            return n.Call(base, '**', [exponent], None, tok)
        return base

    def unary(self):
        tok = self.tok
        if tok.is_op('!'):
            self.advance()
            return n.Not(self.unary(), tok)
        if tok.is_op('~', '+'):
            self.advance()
            return n.Call(self.unary(), tok.value + ('@' if tok.value == '+' else ''), [], None, tok)
        if tok.is_op('&'):
            self.refuse('a block argument here')
        return self.postfix(self.primary())

    # -- postfix: calls, indexing ----------------------------------------------

    def postfix(self, node):
        while True:
            tok = self.tok
            if tok.kind == 'nl' and self.peek().is_op('.', '&.'):
                self.advance()        # leading-dot method chain on the next line
                continue
            if tok.is_op('.', '&.'):
                self.advance()
                self.skip_line_breaks()
                name_tok = self.advance()
                if name_tok.is_op('('):           # x.(args) is x.call(args)
                    self.refuse('.() calls', name_tok)
                if name_tok.kind not in ('ident', 'const', 'kw') and not \
                        (name_tok.kind == 'op' and name_tok.value in ('+', '-', '*', '/', '[]', '==', '<', '>')):
                    self.fail('expected a method name', name_tok)
                name = name_tok.value
                if name_tok.kind == 'label':
                    name = name_tok.value
                node = self.call_rest(node, name, name_tok, safe=tok.value == '&.')
            elif tok.is_op('::') and self.peek().kind in ('const', 'ident'):
                self.advance()
                name_tok = self.advance()
                if name_tok.kind == 'const' and not self.tok.is_op('('):
                    node = n.ConstPath(node, name_tok.value, name_tok)
                else:
                    node = self.call_rest(node, name_tok.value, name_tok)
            elif tok.is_op('[') and not tok.spaced:
                self.advance()
                self.skip_line_breaks()
                args = self.no_block_pass(self.call_args(']'))
                self.expect_op(']')
                node = n.Call(node, '[]', args, None, tok)
            elif tok.is_op('[') and tok.spaced and not isinstance(node, n.MethodName):
                self.advance()
                self.skip_line_breaks()
                args = self.no_block_pass(self.call_args(']'))
                self.expect_op(']')
                node = n.Call(node, '[]', args, None, tok)
            else:
                return node

    def call_rest(self, receiver, name, name_tok, safe=False):
        """After `recv.name`: arguments (parenthesised or command form), a block, `=`."""
        tok = self.tok
        args = []
        if tok.is_op('(') and not tok.spaced:
            self.advance()
            self.skip_line_breaks()
            args = self.call_args(')')
            self.expect_op(')')
        elif tok.kind == 'op' and tok.value in ASSIGN_OPS and name_tok.kind == 'ident':
            return n.Call(receiver, name, [], None, name_tok, safe=safe)   # attribute write
        elif self.command_args_follow():
            args = self.command_args()
        block = self.block()
        passed = [a for a in args if isinstance(a, n.BlockPass)]
        if passed:
            if block is not None or len(passed) > 1 or args[-1] is not passed[0]:
                self.fail('both block arg and actual block given', passed[0].token)
            args = args[:-1]
            block = passed[0]
        return n.Call(receiver, name, args, block, name_tok, safe=safe)

    def no_block_pass(self, args):
        for arg in args:
            if isinstance(arg, n.BlockPass):
                self.fail('block argument should not be given here', arg.token)
        return args

    def command_args_follow(self):
        """Ruby's command call: `foo arg` (a spaced token that can start an argument)."""
        tok = self.tok
        if not tok.spaced:
            # `list.include?name`: Ruby ends the name at '?' and reads an argument.
            prev = self.tokens[self.i - 1]
            return prev.kind == 'ident' and prev.value.endswith('?') and \
                tok.kind in ('ident', 'ivar', 'str', 'int', 'float', 'sym', 'const')
        if tok.kind in ('int', 'float', 'str', 'xstr', 'regex', 'sym', 'dsym', 'ivar', 'gvar', 'cvar',
                        'const', 'ident', 'words', 'label'):
            return True
        if tok.kind == 'kw':
            return tok.value in ('nil', 'true', 'false', 'self', 'not', 'defined?', 'lambda')
        if tok.kind == 'op':
            if tok.value in ('-', '[', '*', '&', '::', '!', '('):
                nxt = self.peek()
                return not nxt.spaced and tok.value != '!' or tok.value in ('!', '(')
            return False
        return False

    def command_args(self):
        args = [self.argument()]
        while self.tok.is_op(','):
            self.advance()
            self.skip_line_breaks()
            args.append(self.argument())
        return args

    def call_args(self, closer):
        args = []
        pairs = []
        while not self.tok.is_op(closer):
            if pairs or self.tok.kind == 'label' or self._hash_arg_follows():
                pairs.append(self.hash_pair())
            else:
                args.append(self.argument())
            self.skip_line_breaks()
            if not self.accept_op(','):
                break
            self.skip_line_breaks()
        if pairs:
            args.append(n.HashLit(pairs, self.tok))
        return args

    def _hash_arg_follows(self):
        """`f('a' => 1)`: a bare hash argument (its first key, then '=>')."""
        depth = 0
        j = self.i
        while True:
            tok = self.tokens[j]
            if tok.kind == 'eof':
                return False
            if tok.is_op('(', '[', '{'):
                depth += 1
            elif tok.is_op(')', ']', '}'):
                if depth == 0:
                    return False
                depth -= 1
            elif depth == 0 and (tok.is_op(',', ';') or tok.kind == 'nl' or
                                 tok.is_kw('do', 'then', 'rescue', 'if', 'unless', 'while', 'until', 'end')):
                return False      # the argument ends first ('raise "x"; rescue => e')
            elif depth == 0 and tok.is_op('=>'):
                return True
            j += 1

    def argument(self):
        tok = self.tok
        if tok.is_op('*') :
            self.advance()
            return n.Splat(self.ternary(), tok)
        if tok.is_op('&'):
            self.advance()
            if self.tok.kind == 'sym':
                return n.BlockPass(self.advance().value, tok)
            return n.BlockPass(None, tok, self.ternary())   # &block: a Proc or nil
        if tok.kind == 'label' or self._hash_arg_follows():
            pairs = [self.hash_pair()]
            while self.tok.is_op(',') and (self.peek().kind == 'label' or self._next_pair()):
                self.advance()
                pairs.append(self.hash_pair())
            return n.HashLit(pairs, tok)
        return self.not_operand_arg()

    def _next_pair(self):
        save = self.i
        self.i += 1
        try:
            return self._hash_arg_follows()
        finally:
            self.i = save

    def not_operand_arg(self):
        tok = self.tok
        if tok.is_kw('not'):
            self.advance()
            return n.Not(self.not_operand_arg(), tok)
        node = self.ternary()
        op = self.tok
        if op.kind == 'op' and op.value in ASSIGN_OPS and node.assignable():
            self.advance()
            if node.declares():
                self.declare(node.name)
            right = self.ternary()
            return node.assignment(right, op) if op.value == '=' else n.OpAssign(node, op.value[:-1], right, op)
        return node

    def block(self):
        tok = self.tok
        if tok.is_kw('do'):
            self.advance()
            closer = 'end'
        elif tok.is_op('{'):
            self.advance()
            closer = '}'
        else:
            return None
        self.locals.append(set())
        params = self.block_params()
        body = self.statements((closer,))
        if closer == 'end':
            self.expect_kw('end')
        else:
            self.expect_op('}')
        self.locals.pop()
        return n.Block(params, body, tok)

    def block_params(self):
        self.skip_line_breaks()
        if not self.accept_op('|'):
            if self.tok.is_op('||'):
                self.advance()
            return n.Params([], False, None)
        params = self.param_list('|')
        self.expect_op('|')
        return params

    def param_list(self, closer):
        names = []
        defaults = {}
        splat = None
        block = None
        trailing = False
        while not self.tok.is_op(closer):
            tok = self.tok
            if tok.is_op('('):
                self.advance()
                names.append(self.param_list(')'))
                self.expect_op(')')
            elif tok.is_op('*'):
                self.advance()
                splat = self.advance()
                if splat.kind != 'ident':
                    self.fail('expected a parameter name', splat)
                self.declare(splat.value)
                splat = splat.value
            elif tok.kind == 'ident':
                self.advance()
                self.declare(tok.value)
                names.append(tok.value)
                if closer == ')' and self.accept_op('='):
                    defaults[tok.value] = self.ternary()
            elif tok.is_op('&') and block is None:
                self.advance()
                name = self.advance()
                if name.kind != 'ident':
                    self.fail('expected a parameter name', name)
                self.declare(name.value)
                block = name.value
            elif tok.is_op('&') or tok.kind == 'label':
                self.refuse('this kind of block parameter')
            else:
                self.fail('expected a block parameter')
            if not self.accept_op(','):
                break
            if self.tok.is_op(closer):
                trailing = True
        return n.Params(names, trailing, splat, defaults, block)


def parse(tokens, texts=()):
    return Parser(tokens, texts).parse_program()
