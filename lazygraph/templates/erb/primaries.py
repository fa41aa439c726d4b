"""Primary expressions and keyword constructs (if, case, while, for, def, begin)."""
from . import nodes as n
from .grammar import ASSIGN_OPS, REFUSED_KEYWORDS, RUBY_GLOBALS


class PrimaryParser:
    """Mixed into Parser: literals, names, and the constructs that start with a keyword."""


    def primary(self):
        tok = self.tok
        kind = tok.kind
        if kind in ('int', 'float'):
            self.advance()
            return n.Literal(tok.value, tok)
        if kind == 'str':
            self.advance()
            node = self.string(tok)
            while self.tok.kind == 'str' and self.tok.spaced is not None and \
                    self.tokens[self.i - 1].kind == 'str':          # "a" "b"
                node = n.StrConcat(node, self.string(self.advance()), tok)
            return node
        if kind == 'xstr':
            self.refuse('backtick command execution', tok)
        if kind == 'regex':
            self.advance()
            parts, flags = tok.value
            return n.RegexLit(self.parts(parts), flags, tok)
        if kind == 'sym':
            self.advance()
            return n.Literal(n.symbol(tok.value), tok)
        if kind == 'dsym':
            self.advance()
            return n.DSym(self.parts(tok.value), tok)
        if kind == 'words':
            self.advance()
            mode, words = tok.value
            return n.Words(words, mode == 'i', tok)
        if kind == 'ivar':
            self.advance()
            return n.IVar(tok.value, tok)
        if kind == 'cvar':
            self.refuse('class variables (@@%s)' % tok.value, tok)
        if kind == 'gvar':
            if tok.value == '$~' or (tok.value[1:].isdigit() and tok.value != '$0'):
                self.advance()
                return n.MatchVar(tok.value, tok)
            nxt = self.peek()
            if tok.value[1:] in RUBY_GLOBALS or not tok.value[1:].isidentifier() or \
                    nxt.kind == 'op' and nxt.value in ASSIGN_OPS:
                self.refuse('global variables (%s)' % tok.value, tok)
            self.advance()
            return n.Literal(None, tok)   # a global nothing set is nil, as in Ruby
        if kind == 'label':
            self.fail('unexpected label')
        if kind == 'const':
            return self.constant()
        if kind == 'ident':
            return self.identifier()
        if kind == 'kw':
            return self.keyword()
        if kind == 'op':
            if tok.value == '(':
                self.advance()
                body = self.statements((')',))
                self.expect_op(')')
                return n.Paren(body, tok)
            if tok.value == '[':
                self.advance()
                self.skip_newlines()
                items = self.no_block_pass(self.call_args(']'))
                self.skip_newlines()
                self.expect_op(']')
                return n.ArrayLit(items, tok)
            if tok.value == '{':
                return self.hash_literal()
            if tok.value == '::' and self.peek().kind == 'const':
                self.advance()
                return self.constant()
            if tok.value in ('..', '...'):
                self.refuse('beginless ranges')
            if tok.value == '->':
                self.refuse('lambdas (->)')
        if kind == 'output':
            return self.output()
        if kind == 'text':
            self.fail('unexpected end of tag (an expression continues past its tag)')
        self.fail('unexpected token')

    def string(self, tok):
        return n.Str(self.parts(tok.value), tok)

    def parts(self, parts):
        out = []
        for part in parts:
            if isinstance(part, str):
                out.append(part)
            else:
                sub = type(self)(part)
                sub.locals = self.locals
                out.append(sub.parse_program())
        return out

    def hash_literal(self):
        tok = self.advance()
        pairs = []
        self.skip_newlines()
        while not self.tok.is_op('}'):
            pairs.append(self.hash_pair())
            self.skip_newlines()
            if not self.accept_op(','):
                break
            self.skip_newlines()
        self.skip_newlines()
        self.expect_op('}')
        return n.HashLit(pairs, tok)

    def hash_pair(self):
        tok = self.tok
        if tok.kind == 'label':
            self.advance()
            self.skip_line_breaks()
            return (n.Literal(n.symbol(tok.value), tok), self.not_operand_arg())
        if tok.kind == 'str' and self.peek().is_op(':') and not self.peek().spaced:
            key = self.string(self.advance())
            self.advance()
            return (n.DSym(key.parts, tok), self.not_operand_arg())
        key = self.ternary()
        self.skip_line_breaks()
        self.expect_op('=>')
        self.skip_line_breaks()
        return (key, self.not_operand_arg())

    def constant(self):
        tok = self.advance()
        if self.tok.is_op('(') and not self.tok.spaced:     # Array(x), Integer('1')
            return self.call_rest(None, tok.value, tok)
        if tok.value in ('Integer', 'Float', 'String', 'Array', 'Hash') and self.command_args_follow() \
                and self.tok.kind != 'op':
            return n.Call(None, tok.value, self.no_block_pass(self.command_args()), None, tok)
        return n.Const(tok.value, tok)

    def identifier(self):
        tok = self.advance()
        name = tok.value
        if self.is_local(name) and not (self.tok.is_op('(') and not self.tok.spaced):
            return n.LocalVar(name, tok)
        nxt = self.tok
        if nxt.kind == 'op' and nxt.value in ASSIGN_OPS and not name.endswith(('?', '!')):
            return n.LocalVar(name, tok)      # becomes a local by assignment
        if nxt.is_op('(') and not nxt.spaced or self.command_args_follow() or \
                nxt.is_kw('do') or nxt.is_op('{'):
            return self.call_rest(None, name, tok)
        return n.MethodName(name, tok)

    def keyword(self):
        tok = self.tok
        word = tok.value
        if word == 'nil':
            self.advance()
            return n.Literal(None, tok)
        if word in ('true', 'false'):
            self.advance()
            return n.Literal(word == 'true', tok)
        if word == 'self':
            self.advance()
            return n.Self(tok)
        if word in ('if', 'unless'):
            return self.if_expr()
        if word in ('while', 'until'):
            self.advance()
            cond = self.not_expr()
            self.accept_kw('do')
            body = self.statements(('end',))
            self.expect_kw('end')
            return n.While(cond, body, word == 'until', tok)
        if word == 'case':
            return self.case_expr()
        if word == 'for':
            self.advance()
            names = []
            while True:
                name = self.advance()
                if name.kind != 'ident':
                    self.fail('expected a loop variable', name)
                self.declare(name.value)
                names.append(name.value)
                if not self.accept_op(','):
                    break
            self.expect_kw('in')
            iterable = self.not_expr()
            self.accept_kw('do')
            body = self.statements(('end',))
            self.expect_kw('end')
            return n.For(n.Params(names, False, None), iterable, body, tok)
        if word in ('next', 'break'):
            self.advance()
            value = None
            if self.tok.kind not in ('nl', 'eof') and not self.tok.is_op(';', '}', ')') \
                    and not self.tok.is_kw('if', 'unless', 'end'):
                value = self.expression()
            return n.JumpNode(word, value, tok)
        if word in ('not',):
            self.advance()
            return n.Not(self.expression(), tok)
        if word == 'defined?':
            return self.defined()
        if word == 'begin':
            self.advance()
            node = self.body_with_rescue(tok)
            self.expect_kw('end')
            return node
        if word == 'def':
            return self.method_definition()
        if word == 'return':
            self.advance()
            value = None
            if self.tok.kind not in ('nl', 'eof') and not self.tok.is_op(';') \
                    and not self.tok.is_kw('if', 'unless', 'end'):
                value = self.expression()
            return n.JumpNode('return', value, tok)
        if word in REFUSED_KEYWORDS:
            self.refuse(REFUSED_KEYWORDS[word], tok)
        self.fail('unexpected keyword')

    def defined(self):
        tok = self.advance()
        if self.tok.is_op('(') and not (self.tok.spaced and self.peek().kind != 'eof' and False):
            self.advance()
            target = self.statements((')',))
            self.expect_op(')')
            target = target.stmts[0] if len(target.stmts) == 1 else target
        else:
            target = self.ternary()
        return n.Defined(target, tok)

    def body_with_rescue(self, tok):
        """Statements with optional `rescue [Classes] [=> var]` clauses and `else`."""
        body = self.statements(('rescue', 'else', 'end', 'ensure'))
        clauses = []
        while self.tok.is_kw('rescue'):
            self.advance()
            classes = []
            while self.tok.kind == 'const' or self.tok.is_op('::'):
                name = []
                while True:
                    self.accept_op('::')
                    if self.tok.kind != 'const':
                        self.fail('expected an exception class')
                    name.append(self.advance().value)
                    if not self.tok.is_op('::'):
                        break
                classes.append('::'.join(name))
                if not self.accept_op(','):
                    break
            var = None
            if self.accept_op('=>'):
                var_tok = self.advance()
                if var_tok.kind != 'ident':
                    self.fail('expected a variable name', var_tok)
                self.declare(var_tok.value)
                var = var_tok.value
            self.accept_kw('then')
            clauses.append((classes, var, self.statements(('rescue', 'else', 'end', 'ensure'))))
        other = None
        if clauses and self.accept_kw('else'):
            other = self.statements(('end', 'ensure'))
        if self.tok.is_kw('ensure'):
            self.refuse('ensure')
        if not clauses:
            return body
        return n.BeginRescue(body, clauses, other, tok)

    def method_definition(self):
        tok = self.advance()
        name_tok = self.advance()
        if name_tok.kind not in ('ident', 'const') or self.tok.is_op('.'):
            self.refuse('this kind of method definition', name_tok)
        self.locals.append(set())
        if self.accept_op('('):
            params = self.param_list(')')
            self.expect_op(')')
        elif self.tok.kind == 'ident':
            params = self.param_list_until_line_end()
        else:
            params = n.Params([], False, None)
        saved, self.locals = self.locals, [self.locals[-1]]   # a def does not see outer locals
        body = self.body_with_rescue(tok)
        self.locals = saved
        self.expect_kw('end')
        self.locals.pop()
        return n.Def(name_tok.value, params, body, tok)

    def param_list_until_line_end(self):
        names = []
        while self.tok.kind == 'ident':
            names.append(self.advance().value)
            self.declare(names[-1])
            if not self.accept_op(','):
                break
        return n.Params(names, False, None)

    def if_expr(self):
        tok = self.advance()
        cond = self.not_expr()
        self.accept_kw('then')
        then = self.statements(('elsif', 'else', 'end'))
        other = None
        if self.tok.is_kw('elsif'):
            other = self.if_expr()
            node = n.If(cond, then, other, tok) if tok.value != 'unless' else n.If(cond, other, then, tok)
            return node
        if self.accept_kw('else'):
            other = self.statements(('end',))
        self.expect_kw('end')
        if tok.value == 'unless':
            return n.If(cond, other, then, tok)
        return n.If(cond, then, other, tok)

    def case_expr(self):
        tok = self.advance()
        subject = None
        if self.tok.kind not in ('nl',) and not self.tok.is_op(';'):
            subject = self.not_expr()
        self.skip_newlines()
        whens = []
        while self.tok.is_kw('when'):
            self.advance()
            tests = [self.argument()]
            while self.accept_op(','):
                self.skip_line_breaks()
                tests.append(self.argument())
            self.no_block_pass(tests)
            self.accept_kw('then')
            body = self.statements(('when', 'else', 'end'))
            whens.append((tests, body))
        if self.tok.is_kw('in'):
            self.refuse('pattern matching (case/in)')
        if not whens:
            self.fail("expected 'when'")
        other = None
        if self.accept_kw('else'):
            other = self.statements(('end',))
        self.expect_kw('end')
        return n.Case(subject, whens, other, tok)
