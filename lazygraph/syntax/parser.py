"""The Puppet 4+ grammar (PLY), building graph nodes directly.

Modelled on Puppet's own LALR grammar (egrammar.ra): the same precedence
table, the same trick for calls without parentheses (a statement list is
collected and ``transform_calls`` turns ``notice $x`` into a call), the same
resource "shapes" (a name gives a resource, a type a default, an access an
override). One alternative per function, a comment where a rule exists for
a reason (pycparser's habit).

Tables are generated in memory (``write_tables=False``): nothing is ever
written into the installed package.
"""
import copy
import itertools
import os
import re
import threading


from ..errors import EvaluationError, ParseError
from ..interpreter import cyclic_gc_paused
from ..nodes import access as A
from ..nodes.base import current_stack
from ..nodes import calls as C
from ..nodes import catalog as K
from ..nodes import control as F
from ..nodes import data as D
from ..nodes import definitions as X
from ..nodes import object_types as OT
from ..nodes import operators as O
from ..nodes import scope as S
from ..nodes import templates as E
from ..source import Source, Span
from ..values.core import DEFAULT, is_number
from . import lexer as L
from .names import Name
from .entry import parse  # noqa: F401 (the entry point, imported from here too)

# Functions that may be called without parentheses (Puppet's STATEMENT_CALLS).
STATEMENT_CALLS = frozenset([
    'require', 'realize', 'include', 'contain', 'tag', 'debug', 'info', 'notice',
    'warning', 'err', 'fail', 'import', 'break', 'next', 'return',
])
RESERVED = frozenset(['attr', 'private'])
HOSTNAME_OK = re.compile(r'\A[a-zA-Z0-9_.\-]+\Z')


class ArgList(list):
    """``a, b`` at statement level: only valid as the arguments of a statement call."""


class _ParseState(threading.local):
    source = None
    strict = False


class Grammar:
    tokens = L.tokens

    precedence = (
        ('left', 'LOW'),
        ('nonassoc', 'RENDER_STRING'),
        ('nonassoc', 'RENDER_EXPR'),
        ('left', 'WSLPAREN'),
        ('left', 'FARROW'),
        ('left', 'COMMA'),
        ('right', 'EQUALS', 'APPENDS', 'DELETES'),
        ('left', 'IN_EDGE', 'OUT_EDGE', 'IN_EDGE_SUB', 'OUT_EDGE_SUB'),
        ('right', 'AT', 'ATAT'),
        ('left', 'RBRACE'),
        ('left', 'SELBRACE'),
        ('left', 'LBRACE'),
        ('left', 'OR'),
        ('left', 'AND'),
        # A selector applies to all of the operators' expression on its left
        # (`$x in $list ? {...}`, `1 + 1 ? {...}`), not to `and`/`or`: what
        # Puppet 7 does, though its grammar file lists QMARK among the highest.
        ('left', 'QMARK'),
        ('left', 'GREATEREQUAL', 'GREATERTHAN', 'LESSTHAN', 'LESSEQUAL'),
        ('left', 'NOTEQUAL', 'ISEQUAL'),
        ('left', 'LSHIFT', 'RSHIFT'),
        ('left', 'MINUS', 'PLUS'),
        ('left', 'TIMES', 'DIV', 'MODULO'),
        ('left', 'MATCH', 'NOMATCH'),
        ('left', 'IN'),
        ('nonassoc', 'UMINUS'),
        ('nonassoc', 'SPLAT'),
        ('right', 'NOT'),
        ('left', 'LCOLLECT', 'LLCOLLECT'),
        ('left', 'RBRACK'),
        ('left', 'LBRACK', 'LISTSTART'),
        ('nonassoc', 'EPP_START'),
        ('left', 'DOT'),
        ('left', 'RPAREN'),
        ('left', 'LPAREN'),
        ('left', 'PIPE'),
        ('left', 'SEMIC'),
        ('left', 'HIGH'),
    )

    def __init__(self):
        # What one parse is reading, per thread: the grammar's tables are
        # shared, a parse's state is not (two threads may parse at once).
        self._state = _ParseState()

    @property
    def source(self):
        return self._state.source

    @source.setter
    def source(self, value):
        self._state.source = value

    @property
    def strict(self):
        """Reject what the spec allows but Puppet 7 does not."""
        return self._state.strict

    @strict.setter
    def strict(self, value):
        self._state.strict = value

    # -- helpers ---------------------------------------------------------------
    def span(self, p, first=1, last=None):
        last = len(p) - 1 if last is None else last
        start = self._start(p, first)
        end = self._end(p, last)
        return Span(self.source, start, end)

    def _start(self, p, i):
        for j in range(i, len(p)):
            position = _position(p.slice[j])
            if position is not None:
                return position[0]
        raise AssertionError('production without a position')

    def _end(self, p, i):
        for j in range(i, 0, -1):
            position = _position(p.slice[j])
            if position is not None:
                return position[1]
        raise AssertionError('production without a position')

    def tok_span(self, p, i):
        tok = p.slice[i]
        return Span(self.source, tok.lexpos, tok.endpos)

    def fail(self, message, span):
        raise ParseError(message, span)

    # -- program ---------------------------------------------------------------
    def p_program_1(self, p):
        'program : statements'
        p[0] = p[1]

    def p_program_2(self, p):
        'program : empty'
        p[0] = []

    def p_program_3(self, p):
        # An interpolated ${...}: the lexer prefixes its tokens with INTERPOLATION.
        'program : INTERPOLATION assignment'
        p[0] = p[2]

    def p_program_4(self, p):
        # An EPP template (the lexer in EPP mode starts with EPP_START).
        'program : EPP_START epp_parameters_list statements_opt'
        source = self.source
        p[0] = E.EppTemplate(Span(source, 0, len(source.text)), params=p[2],
                             body=S.Block(Span(source, 0, len(source.text)), statements=p[3]))

    def p_empty(self, p):
        'empty :'
        p[0] = None

    def p_statements(self, p):
        'statements : syntactic_statements'
        p[0] = self.transform_calls(p[1])

    def p_syntactic_statements_1(self, p):
        'syntactic_statements : syntactic_statement'
        p[0] = [p[1]]

    # List rules are left-recursive and append in place: copying the list per
    # item (p[1] + [x]) made 100k-statement manifests quadratic.
    def p_syntactic_statements_2(self, p):
        'syntactic_statements : syntactic_statements SEMIC syntactic_statement'
        p[1].append(p[3])
        p[0] = p[1]

    def p_syntactic_statements_3(self, p):
        'syntactic_statements : syntactic_statements syntactic_statement'
        p[1].append(p[2])
        p[0] = p[1]

    def p_syntactic_statement_1(self, p):
        'syntactic_statement : assignment %prec LOW'
        p[0] = p[1]

    def p_syntactic_statement_2(self, p):
        # `include a, b`: collected here, turned into arguments by transform_calls.
        'syntactic_statement : syntactic_statement COMMA assignment %prec LOW'
        items = p[1] if isinstance(p[1], ArgList) else ArgList([p[1]])
        items.append(p[3])
        p[0] = items

    def transform_calls(self, statements):
        out = []
        for item in statements:
            previous = out[-1] if out else None
            if (type(previous) is D.BareWord and previous.value in STATEMENT_CALLS):
                args = list(item) if isinstance(item, ArgList) else [item]
                span = previous.span.to(_node_span(args[-1]))
                out[-1] = C.Call(span, name=previous.value, args=args)
            elif isinstance(item, ArgList):
                self.fail('this comma-separated list is not the argument list of a call '
                          '(only statement functions such as include or notice take '
                          'arguments without parentheses)', _node_span(item[0]).to(
                              _node_span(item[-1])))
            else:
                out.append(item)
        return out

    # -- assignment and relationships -------------------------------------------
    def p_assignment_1(self, p):
        'assignment : relationship %prec LOW'
        p[0] = p[1]

    def p_assignment_2(self, p):
        'assignment : relationship EQUALS assignment'
        target = p[1]
        if self.feature_target(target):
            p[0] = OT.FeatureAssignment(self.span(p), target=target, value=p[3], op='=')
            return
        if isinstance(target, D.Sequence):
            for item in target.items:
                if not isinstance(item, A.Variable):
                    self.fail('only variables can be assigned in a multiple assignment',
                              item.span)
        elif not isinstance(target, A.Variable):
            self.fail('cannot assign to %s: the left side of = must be a variable'
                      % _describe(target), target.span)
        for var in ([target] if isinstance(target, A.Variable) else target.items):
            if var.name.isdigit() or '::' in var.name:
                self.fail("cannot assign to '$%s': %s" % (
                    var.name, 'numeric variables are match results' if var.name.isdigit()
                    else 'only local variables can be assigned'), var.span)
        p[0] = S.Assignment(self.span(p), target=target, value=p[3])

    def p_assignment_3(self, p):
        '''assignment : relationship APPENDS assignment
                      | relationship DELETES assignment'''
        if p[2] == '+=' and self.feature_target(p[1]):
            p[0] = OT.FeatureAssignment(self.span(p), target=p[1], value=p[3], op='+=')
            return
        self.fail("the operator '%s' is not supported in Puppet 4 and later; use "
                  "$x = $x + ... instead" % p[2], self.tok_span(p, 2))

    def feature_target(self, target):
        """`$t[name]` on the left of = or +=: ARM-7's setting of a feature in the
        lambda of new (the spec's; Puppet 7 refuses it, and so does --strict)."""
        return not self.strict and isinstance(target, A.Access) and \
            isinstance(target.target, A.Variable) and len(target.keys) == 1

    def p_relationship_1(self, p):
        'relationship : resource %prec LOW'
        p[0] = p[1]

    def p_relationship_2(self, p):
        '''relationship : relationship IN_EDGE resource
                        | relationship IN_EDGE_SUB resource
                        | relationship OUT_EDGE resource
                        | relationship OUT_EDGE_SUB resource'''
        p[0] = K.Relationship(self.span(p), left=p[1], right=p[3], op=p[2])

    # -- resources ------------------------------------------------------------------
    def p_resource_1(self, p):
        'resource : expression %prec LOW'
        p[0] = p[1]

    def p_resource_2(self, p):
        'resource : at expression LBRACE resourceinstances endsemi RBRACE'
        shape = resource_shape(p[2])
        if shape == 'defaults':
            self.fail('a resource default can not be virtual or exported', p[2].span)
        if shape == 'override':
            self.fail('a resource override can not be virtual or exported', p[2].span)
        if shape not in ('resource', 'variable'):     # `@$type { ... }`: see below
            self.fail('expression is not valid as a resource, resource-default, or '
                      'resource-override', p[2].span)
        p[0] = self.make_resource(p, p[2], p[4], p[1])

    def p_resource_3(self, p):
        'resource : at expression LBRACE attribute_operations endcomma RBRACE'
        self.fail('resource defaults and overrides are not virtualizable', self.span(p))

    def p_resource_4(self, p):
        'resource : expression LBRACE resourceinstances endsemi RBRACE'
        shape = resource_shape(p[1])
        # `Exec { 'x': ... }`: a capitalized type with titles declares resources
        # (Puppet 7 accepts it; puppet-rabbitmq uses it).
        if shape == 'override':
            self.fail('a resource override can not have a title', p[1].span)
        if shape == 'error':
            self.fail('expression is not valid as a resource, resource-default, or '
                      'resource-override', p[1].span)
        # `$type { $title: ... }` parses (puppetlabs-stdlib's stdlib::manage has one);
        # Puppet 7.23 refuses it only when it runs (Compiler.resource_type_name)
        p[0] = self.make_resource(p, p[1], p[3], 'regular')

    def p_resource_5(self, p):
        'resource : expression LBRACE attribute_operations endcomma RBRACE'
        shape = resource_shape(p[1])
        ops = p[3]
        self.check_operations(ops, allow_append=True)
        if shape == 'defaults':
            type_name = p[1]
            for op in ops:
                if op.op == '+>' and self.strict:
                    self.fail('Illegal +> operation on attribute %s. This operator can not be '
                              'used in a Resource Defaults Expression (the spec allows it; '
                              'Puppet 7 does not)' % op.name, op.span)
            if isinstance(type_name, A.TypeName) and type_name.name == 'Class':
                self.fail('resource defaults cannot be set for classes (Class { ... })',
                          type_name.span)
            p[0] = K.ResourceDefaults(self.span(p), type_name=type_name, operations=ops)
        elif shape == 'variable' and self.strict:
            self.fail('Expression is not valid as a resource, resource-default, or '
                      'resource-override (the spec allows an override on a variable; Puppet 7 '
                      'does not)', p[1].span)
        elif shape in ('override', 'variable'):
            # A variable holding references (`$refs { ... }`) is the spec's form;
            # Puppet 7 rejects it (see docs/divergences.md).
            p[0] = K.ResourceOverride(self.span(p), target=p[1], operations=ops)
        elif shape == 'resource':
            self.fail("resource '%s' needs a title: %s { 'title': ... }" % (
                p[1].value, p[1].value), p[1].span)
        else:
            self.fail('expression is not valid as a resource, resource-default, or '
                      'resource-override', p[1].span)

    def p_resource_6(self, p):
        'resource : at CLASS LBRACE resourceinstances endsemi RBRACE'
        self.fail('classes are not virtualizable', self.tok_span(p, 2))

    def p_resource_7(self, p):
        'resource : CLASS LBRACE resourceinstances endsemi RBRACE'
        type_name = D.BareWord(self.tok_span(p, 1), value='class')
        p[0] = self.make_resource(p, type_name, p[3], 'regular')

    def make_resource(self, p, type_name, bodies, form):
        titles = []
        for body in bodies:
            self.check_operations(body.operations, allow_append=False)
            titles.append(body.title)
        _check_duplicate_titles(self, titles)
        return K.ResourceExpression(self.span(p), type_name=type_name, bodies=bodies, form=form)

    def check_operations(self, ops, allow_append):
        seen = set()
        splats = 0
        for op in ops:
            if op.name == '*':
                splats += 1
                if splats > 1:
                    self.fail("'* =>' may be used only once in a resource body", op.span)
                continue
            if op.op == '+>' and not allow_append:
                self.fail("illegal +> operation on attribute '%s': this operator can not be "
                          "used in a resource expression" % op.name, op.span)
            if op.name in seen:
                self.fail("the attribute '%s' has already been set in this resource body"
                          % op.name, op.span)
            seen.add(op.name)

    def p_at_1(self, p):
        'at : AT'
        p[0] = Name('virtual', self.span(p))

    def p_at_2(self, p):
        'at : ATAT'
        p[0] = Name('exported', self.span(p))

    def p_at_3(self, p):
        'at : AT AT'
        p[0] = Name('exported', self.span(p))

    def p_resourceinstances_1(self, p):
        'resourceinstances : resourceinst'
        p[0] = [p[1]]

    def p_resourceinstances_2(self, p):
        'resourceinstances : resourceinstances SEMIC resourceinst'
        p[1].append(p[3])
        p[0] = p[1]

    def p_resourceinst(self, p):
        'resourceinst : expression title_colon attribute_operations endcomma'
        p[0] = K.ResourceBody(self.span(p, 1, 2) if not p[3] else self.span(p, 1, 3),
                              title=p[1], operations=p[3])

    def p_title_colon(self, p):
        'title_colon : COLON %prec HIGH'
        p[0] = p[1]

    def p_endsemi(self, p):
        '''endsemi : empty
                   | SEMIC'''

    def p_endcomma(self, p):
        '''endcomma : empty
                    | COMMA'''

    def p_attribute_operations_1(self, p):
        'attribute_operations : empty'
        p[0] = []

    def p_attribute_operations_2(self, p):
        'attribute_operations : attribute_operation'
        p[0] = [p[1]]

    def p_attribute_operations_3(self, p):
        'attribute_operations : attribute_operations COMMA attribute_operation'
        if not p[1]:
            self.fail("syntax error at ','", self.tok_span(p, 2))
        p[1].append(p[3])
        p[0] = p[1]

    def p_attribute_operation_1(self, p):
        '''attribute_operation : attribute_name FARROW expression
                               | attribute_name PARROW expression'''
        # The name as plain text: its token's span is read only while parsing, and
        # a str subclass as a parameter's key made every dict of the resource's
        # parameters take the slow lookups (a str key compared, not matched)
        p[0] = K.AttributeOperation(self.span(p), name=str(p[1]), op=p[2], value=p[3])

    def p_attribute_operation_2(self, p):
        'attribute_operation : TIMES FARROW expression'
        p[0] = K.AttributeOperation(self.span(p), name='*', op='=>', value=p[3])

    def p_attribute_name(self, p):
        '''attribute_name : NAME
                          | keyword'''
        p[0] = Name(p[1], self.span(p)) if p.slice[1].type == 'NAME' else p[1]

    def p_keyword(self, p):
        # A keyword used as an attribute name (exec's `unless`, `require` ...).
        '''keyword : AND
                   | CASE
                   | CLASS
                   | DEFAULT
                   | DEFINE
                   | ELSE
                   | ELSIF
                   | IF
                   | IN
                   | INHERITS
                   | NODE
                   | OR
                   | UNDEF
                   | UNLESS
                   | TYPE
                   | ATTR
                   | FUNCTION
                   | PRIVATE'''
        p[0] = Name(p[1], self.span(p))

    # -- expressions -----------------------------------------------------------------
    def p_expression_primary(self, p):
        '''expression : primary_expression
                      | call_function_expression'''
        p[0] = p[1]

    def p_expression_access(self, p):
        'expression : expression LBRACK access_args endcomma RBRACK %prec LBRACK'
        p[0] = A.Access(self.span(p), target=p[1], keys=p[3])

    def p_expression_binary(self, p):
        '''expression : expression PLUS expression
                      | expression MINUS expression
                      | expression TIMES expression
                      | expression DIV expression
                      | expression MODULO expression
                      | expression LSHIFT expression
                      | expression RSHIFT expression'''
        p[0] = O.Arithmetic(self.span(p), left=p[1], right=p[3], op=p[2])

    def p_expression_compare(self, p):
        '''expression : expression ISEQUAL expression
                      | expression NOTEQUAL expression
                      | expression LESSTHAN expression
                      | expression LESSEQUAL expression
                      | expression GREATERTHAN expression
                      | expression GREATEREQUAL expression'''
        p[0] = O.Comparison(self.span(p), left=p[1], right=p[3], op=p[2])

    def p_expression_match(self, p):
        '''expression : expression MATCH expression
                      | expression NOMATCH expression'''
        p[0] = O.Match(self.span(p), left=p[1], right=p[3], op=p[2])

    def p_expression_in(self, p):
        'expression : expression IN expression'
        p[0] = O.In(self.span(p), left=p[1], right=p[3], op='in')

    def p_expression_and(self, p):
        'expression : expression AND expression'
        p[0] = O.And(self.span(p), left=p[1], right=p[3], op='and')

    def p_expression_or(self, p):
        'expression : expression OR expression'
        p[0] = O.Or(self.span(p), left=p[1], right=p[3], op='or')

    def p_expression_not(self, p):
        'expression : NOT expression'
        p[0] = O.Not(self.span(p), operand=p[2])

    def p_expression_uminus(self, p):
        'expression : MINUS expression %prec UMINUS'
        operand = p[2]
        if type(operand) is D.Boxed and is_number(operand.value):
            p[0] = D.Boxed(self.span(p), value=-operand.value)
        else:
            p[0] = O.Negate(self.span(p), operand=operand)

    def p_expression_splat(self, p):
        'expression : TIMES expression %prec SPLAT'
        p[0] = O.Splat(self.span(p), operand=p[2])

    def p_expression_selector(self, p):
        'expression : expression QMARK selector_entries'
        p[0] = F.Selector(self.span(p), subject=p[1], entries=p[3])

    def p_expression_paren(self, p):
        '''expression : LPAREN assignment RPAREN
                      | WSLPAREN assignment RPAREN'''
        p[0] = p[2]

    def p_access_args_1(self, p):
        'access_args : expression'
        p[0] = [p[1]]

    def p_access_args_2(self, p):
        'access_args : access_args COMMA expression'
        p[1].append(p[3])
        p[0] = p[1]

    def p_expressions_1(self, p):
        'expressions : expression'
        p[0] = [p[1]]

    def p_expressions_2(self, p):
        'expressions : expressions COMMA expression'
        p[1].append(p[3])
        p[0] = p[1]

    # -- selector --------------------------------------------------------------------
    def p_selector_entries_1(self, p):
        'selector_entries : selector_entry'
        p[0] = [p[1]]

    def p_selector_entries_2(self, p):
        'selector_entries : SELBRACE selector_entry_list endcomma RBRACE'
        p[0] = p[2]

    def p_selector_entry_list_1(self, p):
        'selector_entry_list : selector_entry'
        p[0] = [p[1]]

    def p_selector_entry_list_2(self, p):
        'selector_entry_list : selector_entry_list COMMA selector_entry'
        p[1].append(p[3])
        p[0] = p[1]

    def p_selector_entry(self, p):
        'selector_entry : expression FARROW expression'
        p[0] = F.SelectorEntry(self.span(p), key=p[1], value=p[3])

    # -- primary expressions ----------------------------------------------------------
    def p_primary_expression(self, p):
        '''primary_expression : variable
                              | call_method_with_lambda_expression
                              | collection_expression
                              | case_expression
                              | if_expression
                              | unless_expression
                              | definition_expression
                              | hostclass_expression
                              | node_definition_expression
                              | function_definition
                              | type_alias
                              | type_definition
                              | array
                              | hash
                              | regex
                              | quotedtext
                              | type'''
        p[0] = p[1]

    def p_primary_epp_render(self, p):
        'primary_expression : epp_render_expression'
        p[0] = p[1]

    # -- EPP ----------------------------------------------------------------------------
    def p_epp_parameters_list_1(self, p):
        'epp_parameters_list : %prec LOW'
        p[0] = None

    def p_epp_parameters_list_2(self, p):
        'epp_parameters_list : PIPE PIPE'
        p[0] = []

    def p_epp_parameters_list_3(self, p):
        'epp_parameters_list : PIPE parameters endcomma PIPE'
        self.check_unique_parameters(p[2])
        p[0] = p[2]

    def p_epp_render_expression_1(self, p):
        'epp_render_expression : RENDER_STRING'
        p[0] = E.RenderString(self.span(p), value=p[1])

    def p_epp_render_expression_2(self, p):
        'epp_render_expression : RENDER_EXPR expression epp_end'
        p[0] = E.RenderExpression(self.span(p), expression=p[2])

    def p_epp_render_expression_3(self, p):
        # `<%= { ... } %>` is a block of statements, not a hash (as in Puppet).
        'epp_render_expression : RENDER_EXPR LBRACE statements RBRACE epp_end'
        p[0] = E.RenderExpression(self.span(p), expression=self.block(p, 2, 4, p[3]))

    def p_epp_end(self, p):
        '''epp_end : EPP_END
                   | EPP_END_TRIM'''
        p[0] = p[1]

    def p_primary_number(self, p):
        'primary_expression : NUMBER'
        p[0] = D.Boxed(self.span(p), value=p[1])

    def p_primary_boolean(self, p):
        'primary_expression : BOOLEAN'
        p[0] = D.Boxed(self.span(p), value=p[1] == 'true')

    def p_primary_default(self, p):
        'primary_expression : DEFAULT'
        p[0] = D.Boxed(self.span(p), value=DEFAULT)

    def p_primary_undef(self, p):
        'primary_expression : UNDEF'
        p[0] = D.Boxed(self.span(p), value=None)

    def p_primary_name(self, p):
        '''primary_expression : NAME
                              | WORD'''
        p[0] = D.BareWord(self.span(p), value=p[1])

    def p_primary_type_keyword(self, p):
        # `type` is a keyword (type aliases) and a function: type($x).
        'primary_expression : TYPE'
        p[0] = D.BareWord(self.span(p), value='type')

    def p_primary_reserved(self, p):
        '''primary_expression : ATTR
                              | PRIVATE'''
        self.fail("'%s' is a reserved word" % p[1], self.tok_span(p, 1))

    def p_variable(self, p):
        'variable : VARIABLE'
        p[0] = A.Variable(self.span(p), name=p[1])

    def p_type(self, p):
        'type : CLASSREF'
        p[0] = A.TypeName(self.span(p), name=p[1].lstrip(':'))

    def p_regex(self, p):
        'regex : REGEX'
        try:
            p[0] = D.Regex(self.span(p), value=p[1])
        except EvaluationError as exc:   # the regex is not valid: a syntax error here
            self.fail(exc.message, self.span(p))

    def p_quotedtext_1(self, p):
        'quotedtext : STRING'
        p[0] = D.Boxed(self.span(p), value=p[1])

    def p_quotedtext_2(self, p):
        'quotedtext : DQSTRING'
        p[0] = self.interpolation(p[1], self.span(p))

    def p_quotedtext_3(self, p):
        'quotedtext : HEREDOC'
        parts, _syntax = p[1]
        p[0] = self.interpolation(parts, self.span(p))

    def interpolation(self, parts, span):
        if all(isinstance(part, str) for part in parts):
            return D.Boxed(span, value=''.join(parts))
        nodes = []
        for part in parts:
            if isinstance(part, str):
                nodes.append(D.Boxed(span, value=part))
            else:
                nodes.append(self.sub_parse(part))
        return D.Interpolation(span, parts=nodes)

    def sub_parse(self, toks):
        if not toks:
            return D.Boxed(None, value='')
        first = toks[0]
        start = L.make_token('INTERPOLATION', None, first.lexpos, first.lexpos)
        return copy.copy(_parser(self.source)).parse(lexer=_TokenFeed([start] + list(toks)))

    # -- arrays and hashes ------------------------------------------------------------
    def p_array_1(self, p):
        '''array : LISTSTART collection_entries endcomma RBRACK
                 | LBRACK collection_entries endcomma RBRACK'''
        p[0] = D.Sequence(self.span(p), items=p[2])

    def p_array_2(self, p):
        '''array : LISTSTART RBRACK
                 | LBRACK RBRACK'''
        p[0] = D.Sequence(self.span(p), items=[])

    def p_collection_entries_1(self, p):
        'collection_entries : argument'
        p[0] = _merge_pairs([p[1]])

    def p_collection_entries_2(self, p):
        'collection_entries : collection_entries COMMA argument'
        p[0] = _merge_pairs(p[1], p[3])

    def p_hash_1(self, p):
        'hash : LBRACE hashpairs endcomma RBRACE'
        p[0] = D.Mapping(self.span(p), entries=p[2])
        _link_repeated_keys(p[0])

    def p_hash_2(self, p):
        'hash : LBRACE RBRACE'
        p[0] = D.Mapping(self.span(p), entries=[])

    def p_hashpairs_1(self, p):
        'hashpairs : hashpair'
        p[0] = [p[1]]

    def p_hashpairs_2(self, p):
        'hashpairs : hashpairs COMMA hashpair'
        p[1].append(p[3])
        p[0] = p[1]

    def p_hashpair(self, p):
        'hashpair : assignment FARROW assignment'
        p[0] = D.Pair(self.span(p), key=p[1], value=p[3])

    # -- calls ---------------------------------------------------------------------------
    def p_call_function_expression_1(self, p):
        'call_function_expression : expression LPAREN arguments endcomma RPAREN lambda_opt'
        p[0] = self.make_call(p, p[1], p[3], p[6])

    # Puppet 7 takes assignments and relationships as arguments (the spec's
    # `notice (A -> B)` syntax error is not Puppet 7's: see docs/divergences.md),
    # and bare `key => value` pairs, which form one Hash argument.
    def p_arguments_1(self, p):
        'arguments : argument'
        p[0] = _merge_pairs([p[1]])

    def p_arguments_2(self, p):
        'arguments : arguments COMMA argument'
        p[0] = _merge_pairs(p[1], p[3])

    def p_argument(self, p):
        '''argument : assignment
                    | hashpair'''
        p[0] = p[1]

    def p_call_function_expression_2(self, p):
        'call_function_expression : expression LPAREN RPAREN lambda_opt'
        p[0] = self.make_call(p, p[1], [], p[4])

    def make_call(self, p, callee, args, lam):
        span = self.span(p) if lam is not None else self.span(p, 1, len(p) - 2)
        if type(callee) is D.BareWord:
            return C.Call(span, name=callee.value, args=args, lambda_=lam)
        if isinstance(callee, (A.TypeName, A.Access)) and _is_type_expression(callee):
            # Integer('1'), Array[String]($x): a call of `new` on the type.
            return C.Call(span, name='new', args=[callee] + args, lambda_=lam)
        self.fail('%s is not callable: only function names can be called'
                  % _describe(callee), callee.span)

    def p_lambda_opt(self, p):
        '''lambda_opt : empty
                      | lambda'''
        p[0] = p[1]

    def p_call_method_with_lambda_expression_1(self, p):
        'call_method_with_lambda_expression : call_method_expression %prec LOW'
        p[0] = p[1]

    def p_call_method_with_lambda_expression_2(self, p):
        'call_method_with_lambda_expression : call_method_expression lambda'
        call = p[1]
        call.lambda_ = call.adopt(p[2])
        call.span = self.span(p)
        p[0] = call

    def p_call_method_expression_1(self, p):
        'call_method_expression : named_access LPAREN arguments endcomma RPAREN'
        receiver, name, _ = p[1]
        p[0] = C.MethodCall(self.span(p), receiver=receiver, name=name, args=p[3])

    def p_call_method_expression_2(self, p):
        'call_method_expression : named_access LPAREN RPAREN'
        receiver, name, _ = p[1]
        p[0] = C.MethodCall(self.span(p), receiver=receiver, name=name, args=[])

    def p_call_method_expression_3(self, p):
        'call_method_expression : named_access %prec LOW'
        receiver, name, end = p[1]
        p[0] = C.MethodCall(Span(self.source, receiver.span.start, end),
                            receiver=receiver, name=name, args=[])

    def p_named_access(self, p):
        '''named_access : expression DOT NAME
                        | expression DOT TYPE'''
        p[0] = (p[1], p[3], p.slice[3].endpos)

    def p_lambda_1(self, p):
        'lambda : lambda_parameter_list opt_return_type LBRACE statements_opt RBRACE'
        p[0] = C.Lambda(self.span(p), params=p[1], body=self.block(p, 3, 5, p[4]),
                        return_type=p[2])

    def p_lambda_parameter_list_1(self, p):
        'lambda_parameter_list : PIPE PIPE'
        p[0] = []

    def p_lambda_parameter_list_2(self, p):
        'lambda_parameter_list : PIPE parameters endcomma PIPE'
        p[0] = p[2]

    def p_opt_return_type_1(self, p):
        'opt_return_type : empty'
        p[0] = None

    def p_opt_return_type_2(self, p):
        'opt_return_type : RSHIFT type'
        p[0] = p[2]

    def p_opt_return_type_3(self, p):
        'opt_return_type : RSHIFT type LBRACK access_args endcomma RBRACK'
        p[0] = A.Access(self.span(p, 2), target=p[2], keys=p[4])

    def block(self, p, open_i, close_i, statements):
        return S.Block(Span(self.source, p.slice[open_i].lexpos, p.slice[close_i].endpos),
                       statements=statements)

    def p_statements_opt(self, p):
        '''statements_opt : statements
                          | empty'''
        p[0] = p[1] or []

    # -- collectors ---------------------------------------------------------------------
    def p_collection_expression_1(self, p):
        'collection_expression : expression collect_query LBRACE attribute_operations endcomma RBRACE'
        self.check_operations(p[4], allow_append=True)
        p[0] = self.make_collector(p, p[1], p[2], p[4])

    def p_collection_expression_2(self, p):
        'collection_expression : expression collect_query %prec LOW'
        p[0] = self.make_collector(p, p[1], p[2], [])

    def make_collector(self, p, type_name, query, ops):
        exported, query = query
        if not isinstance(type_name, A.TypeName):
            self.fail('a collector needs a resource type name on the left (File <| |>), '
                      'not %s' % _describe(type_name), type_name.span)
        return K.Collector(self.span(p), type_name=type_name, query=query, operations=ops,
                           exported=exported)

    def p_collect_query_1(self, p):
        'collect_query : LCOLLECT optional_query RCOLLECT'
        p[0] = (False, p[2])

    def p_collect_query_2(self, p):
        'collect_query : LLCOLLECT optional_query RRCOLLECT'
        p[0] = (True, p[2])

    def p_optional_query(self, p):
        '''optional_query : empty
                          | expression'''
        p[0] = self.query(p[1]) if p[1] is not None else None

    def query(self, expr):
        """Collector queries parse as expressions and are checked against the spec."""
        if isinstance(expr, (O.And, O.Or)):
            return K.QueryLogic(expr.span, op=expr.op, left=self.query(expr.left.clone()),
                                right=self.query(expr.right.clone()))
        if isinstance(expr, O.Comparison) and expr.op in ('==', '!='):
            left = expr.left
            value = expr.right
            # Puppet takes literals, variables and access expressions ($h['a'],
            # Notify['x']); a negative number is a unary minus to it, refused too.
            if not isinstance(value, (D.Boxed, A.Variable, D.Interpolation, A.Access)) or \
                    isinstance(value, D.Regex) or value.span.text.startswith('-'):
                self.fail('a collector query value must be a string, number, boolean, name, '
                          'variable or access, not %s' % (
                              'a negative number' if value.span.text.startswith('-')
                              else _describe(value)), value.span)
            if type(left) is not D.BareWord:    # the name is the value of an expression
                return K.ComputedQueryCompare(expr.span, attribute=None, op=expr.op,
                                              name_expr=left.clone(), value=value.clone())
            return K.QueryCompare(expr.span, attribute=left.value, op=expr.op,
                                  value=value.clone())
        self.fail('invalid collector query: use attribute == value, attribute != value, '
                  'and, or, and parentheses', expr.span)

    # -- control flow ---------------------------------------------------------------------
    def p_case_expression(self, p):
        'case_expression : CASE expression LBRACE case_options RBRACE'
        p[0] = F.Case(self.span(p), subject=p[2], options=p[4])

    def p_case_options_1(self, p):
        'case_options : case_option'
        p[0] = [p[1]]

    def p_case_options_2(self, p):
        'case_options : case_options case_option'
        p[1].append(p[2])
        p[0] = p[1]

    def p_case_option(self, p):
        'case_option : expressions case_colon LBRACE statements_opt RBRACE'
        p[0] = F.CaseOption(self.span(p), values=p[1], body=self.block(p, 3, 5, p[4]))

    def p_case_colon(self, p):
        'case_colon : COLON %prec HIGH'

    def p_if_expression(self, p):
        'if_expression : IF if_part'
        node = p[2]
        node.span = self.span(p)
        p[0] = node

    def p_if_part(self, p):
        'if_part : expression LBRACE statements_opt RBRACE else_opt'
        p[0] = F.If(self.span(p), condition=p[1], then=self.block(p, 2, 4, p[3]),
                    otherwise=p[5], negate=False)

    def p_else_opt_1(self, p):
        'else_opt : empty'
        p[0] = None

    def p_else_opt_2(self, p):
        'else_opt : ELSIF if_part'
        node = p[2]
        p[0] = S.Block(node.span, statements=[node])

    def p_else_opt_3(self, p):
        'else_opt : ELSE LBRACE statements_opt RBRACE'
        p[0] = self.block(p, 2, 4, p[3])

    def p_unless_expression(self, p):
        'unless_expression : UNLESS expression LBRACE statements_opt RBRACE unless_else'
        p[0] = F.If(self.span(p), condition=p[2], then=self.block(p, 3, 5, p[4]),
                    otherwise=p[6], negate=True)

    def p_unless_else_1(self, p):
        'unless_else : empty'
        p[0] = None

    def p_unless_else_2(self, p):
        'unless_else : ELSE LBRACE statements_opt RBRACE'
        p[0] = self.block(p, 2, 4, p[3])

    def p_unless_else_3(self, p):
        'unless_else : ELSIF'
        self.fail('elsif is not supported in unless expressions', self.tok_span(p, 1))

    # -- definitions -----------------------------------------------------------------------
    def p_hostclass_expression(self, p):
        'hostclass_expression : CLASS classname parameter_list class_parent LBRACE statements_opt RBRACE'
        name = p[2]
        body = self.block(p, 5, 7, p[6])
        _qualify_nested(name, body)
        p[0] = X.ClassDefinition(self.span(p), name=name, params=p[3], parent_name=p[4],
                                 body=body)

    def p_class_parent_1(self, p):
        'class_parent : empty'
        p[0] = None

    def p_class_parent_2(self, p):
        '''class_parent : INHERITS classname
                        | INHERITS DEFAULT'''
        p[0] = p[2].lstrip(':').lower()

    def p_classname(self, p):
        '''classname : NAME
                     | WORD'''
        name = p[1]
        if name.lstrip(':') in L.KEYWORDS:
            self.fail("'%s' is a keyword and cannot be used as a name" % name, self.span(p))
        p[0] = name.lstrip(':').lower()

    def p_classname_bad(self, p):
        '''classname : CLASS
                     | CLASSREF'''
        self.fail("'%s' is not a valid class, define or function name (names are lower "
                  "case: foo::bar)" % p[1], self.span(p))

    def p_definition_expression(self, p):
        'definition_expression : DEFINE classname parameter_list LBRACE statements_opt RBRACE'
        p[0] = X.DefineDefinition(self.span(p), name=p[2], params=p[3],
                                  body=self.block(p, 4, 6, p[5]))

    def p_node_definition_expression(self, p):
        'node_definition_expression : NODE hostnames endcomma nodeparent LBRACE statements_opt RBRACE'
        p[0] = X.NodeDefinition(self.span(p), matches=p[2], body=self.block(p, 5, 7, p[6]))

    def p_nodeparent_1(self, p):
        'nodeparent : empty'

    def p_nodeparent_2(self, p):
        'nodeparent : INHERITS hostname'
        self.fail('node inheritance is not supported in Puppet >= 4.0.0', p[2].span)

    def p_hostnames_1(self, p):
        'hostnames : hostname'
        p[0] = [p[1]]

    def p_hostnames_2(self, p):
        'hostnames : hostnames COMMA hostname'
        p[1].append(p[3])
        p[0] = p[1]

    def p_hostname_1(self, p):
        'hostname : dotted_name'
        start, end = p[1]
        span = Span(self.source, start, end)
        text = self.source.text[start:end]
        p[0] = self.host_match(text, 'name', span)

    def p_hostname_2(self, p):
        'hostname : quotedtext'
        node = p[1]
        if not isinstance(node, D.Boxed):
            self.fail('a node name cannot contain interpolation', node.span)
        p[0] = self.host_match(node.value, 'name', node.span)

    def p_hostname_3(self, p):
        'hostname : DEFAULT'
        p[0] = X.HostMatch(self.span(p), value='default', match_kind='default')

    def p_hostname_4(self, p):
        'hostname : regex'
        p[0] = X.HostMatch(p[1].span, value=p[1].value, match_kind='regex')

    def host_match(self, text, kind, span):
        if not HOSTNAME_OK.match(text):
            self.fail("the hostname '%s' contains illegal characters (only letters, digits, "
                      "'_', '-', and '.' are allowed)" % text, span)
        return X.HostMatch(span, value=text.lower(), match_kind=kind)

    def p_dotted_name_1(self, p):
        '''dotted_name : NAME
                       | NUMBER
                       | WORD'''
        tok = p.slice[1]
        p[0] = (tok.lexpos, tok.endpos)

    def p_dotted_name_2(self, p):
        '''dotted_name : dotted_name DOT NAME
                       | dotted_name DOT NUMBER
                       | dotted_name DOT WORD'''
        p[0] = (p[1][0], p.slice[3].endpos)

    def p_function_definition(self, p):
        'function_definition : FUNCTION classname parameter_list opt_return_type LBRACE statements_opt RBRACE'
        p[0] = X.FunctionDefinition(self.span(p), name=p[2], params=p[3], return_type=p[4],
                                    body=self.block(p, 5, 7, p[6]))

    def p_type_alias(self, p):
        'type_alias : TYPE CLASSREF EQUALS expression'
        p[4].check_type_alias_target()
        p[0] = X.TypeAlias(self.span(p), name=p[2].lstrip(':'), value=p[4])

    # -- ARM-7 types: `type Name inherits Parent { attr ... has ... invariant ... }` --
    # Only `type` is a keyword. Inside the body the ARM's words (has, invariant,
    # abstract, the settings, enum, unbound) are NAME tokens checked here, so they
    # stay usable as names everywhere else. LALR(1) cannot tell `abstract` from
    # the start of `has x, T` (both a NAME followed by a NAME), so the body is read
    # as a list of items -- words, `name, Type {settings}` declarations, titles and
    # blocks -- which type_statements() groups into statements.
    def p_type_definition(self, p):
        'type_definition : TYPE CLASSREF type_parent LBRACE type_items_opt RBRACE'
        if self.strict:
            self.fail('Expressions of type a Type Definition are not supported in this '
                      'version of Puppet', self.tok_span(p, 1))
        features, invariants, abstract = self.type_statements(p[5], self.tok_span(p, 6))
        p[0] = OT.ObjectTypeDefinition(self.span(p), name=p[2].lstrip(':'),
                                       parent_name=p[3], abstract=abstract,
                                       features=features, invariants=invariants)

    def p_type_parent_1(self, p):
        'type_parent : empty'
        p[0] = None

    def p_type_parent_2(self, p):
        'type_parent : INHERITS CLASSREF'
        p[0] = p[2].lstrip(':')

    def p_type_items_opt_1(self, p):
        'type_items_opt : empty'
        p[0] = []

    def p_type_items_opt_2(self, p):
        'type_items_opt : type_items'
        p[0] = p[1]

    def p_type_items_1(self, p):
        'type_items : type_item'
        p[0] = [p[1]]

    def p_type_items_2(self, p):
        'type_items : type_items type_item'
        p[1].append(p[2])
        p[0] = p[1]

    def p_type_item_word(self, p):
        # `attr` is a reserved word of Puppet's, so it comes as its own token.
        '''type_item : NAME
                     | ATTR'''
        p[0] = ('word', p[1], self.span(p))

    def p_type_item_feature(self, p):
        # A feature may be named like a resource attribute, keywords included
        # (exec's `unless`, sshkey's `type`), so resource types can be written so.
        'type_item : attribute_name COMMA type_ref type_settings_opt'
        p[0] = ('feature', str(p[1]), self.span(p), p[3], p[4], p[1].span)

    def p_type_item_check_1(self, p):
        'type_item : NAME type_validation'
        p[0] = ('invariant', p[1], self.span(p), None, p[2])

    def p_type_item_check_2(self, p):
        'type_item : NAME quotedtext type_validation'
        p[0] = ('invariant', p[1], self.span(p), p[2], p[3])

    def p_type_validation_1(self, p):
        'type_validation : LBRACE statements_opt RBRACE'
        p[0] = self.block(p, 1, 3, p[2])

    def p_type_validation_2(self, p):
        'type_validation : lambda'
        p[0] = p[1]

    def p_type_ref_1(self, p):
        'type_ref : parameter_type'
        p[0] = p[1]

    def p_type_ref_2(self, p):
        # enum[a, b]: symbolic values (the ARM's Enum), an Enum of their names.
        'type_ref : NAME LBRACK enum_names endcomma RBRACK'
        if p[1] != 'enum':
            self.fail("a feature's type is a type (Integer, String, MyType...) or "
                      "enum[a, b], not '%s'" % p[1], self.tok_span(p, 1))
        names = [D.Boxed(span, value=name) for name, span in p[3]]
        p[0] = A.Access(self.span(p), target=A.TypeName(self.tok_span(p, 1), name='Enum'),
                        keys=names)

    def p_enum_names_1(self, p):
        '''enum_names : NAME
                      | STRING'''
        p[0] = [(p[1], self.span(p))]

    def p_enum_names_2(self, p):
        '''enum_names : enum_names COMMA NAME
                      | enum_names COMMA STRING'''
        p[1].append((p[3], self.tok_span(p, 3)))
        p[0] = p[1]

    def p_type_settings_opt_1(self, p):
        'type_settings_opt : empty'
        p[0] = []

    def p_type_settings_opt_2(self, p):
        'type_settings_opt : LBRACE type_settings endcomma RBRACE'
        p[0] = p[2]

    def p_type_settings_opt_3(self, p):
        # The ARM's grammar writes `{ : setting => ...}`; its examples leave the colon out.
        'type_settings_opt : LBRACE COLON type_settings endcomma RBRACE'
        p[0] = p[3]

    def p_type_settings_1(self, p):
        'type_settings : type_setting'
        p[0] = [p[1]]

    def p_type_settings_2(self, p):
        'type_settings : type_settings COMMA type_setting'
        p[1].append(p[3])
        p[0] = p[1]

    def p_type_setting(self, p):
        '''type_setting : NAME FARROW type_setting_value
                        | DEFAULT FARROW type_setting_value'''
        p[0] = OT.FeatureSetting(self.span(p), name=Name(p[1], self.tok_span(p, 1)),
                                 value=p[3])

    def p_type_setting_value_1(self, p):
        '''type_setting_value : expression
                              | lambda'''
        p[0] = p[1]

    def p_type_setting_value_2(self, p):
        # A block (check => { ... }). `{}` is read as an empty hash: an empty block too.
        'type_setting_value : LBRACE statements RBRACE'
        p[0] = self.block(p, 1, 3, p[2])

    def type_statements(self, items, end_span):
        """Group the body's items into (features, invariants, abstract)."""
        features, invariants, abstract = [], [], False
        i = 0
        while i < len(items):
            item = items[i]
            kind, word, span = item[0], item[1], item[2]
            if kind == 'word' and word == 'abstract':
                abstract = True
                i += 1
                continue
            if kind == 'invariant' and word == 'invariant':
                title, check = item[3], item[4]
                if title is not None and not isinstance(title, D.Boxed):
                    self.fail('an invariant title is a string without interpolation',
                              title.span)
                OT.check_restricted(check)
                invariants.append(OT.Invariant(span, title=title, check=check))
                i += 1
                continue
            if kind == 'word' and word in ('attr', 'has'):
                following = items[i + 1] if i + 1 < len(items) else None
                if following is None or following[0] != 'feature':
                    self.fail("'%s' is followed by a name and a type: %s name, Type"
                              % (word, word), span)
                _, name, fspan, type_ref, settings, name_span = following
                OT.check_restricted(type_ref)
                given = set()
                for setting in settings:
                    setting.check_for(word, self)
                    if str(setting.name) in given:
                        self.fail("the setting '%s' is given more than once" % setting.name,
                                  setting.name.span)
                    given.add(str(setting.name))
                features.append(OT.FeatureDefinition(
                    span.to(fspan), name=Name(name, name_span), kind=word, type=type_ref,
                    settings=settings))
                i += 2
                continue
            self.fail("a type body holds attr, has, invariant and abstract statements, "
                      "not '%s'" % (word,), span)
        return features, invariants, abstract

    def p_parameter_list_1(self, p):
        'parameter_list : empty'
        p[0] = []

    def p_parameter_list_2(self, p):
        '''parameter_list : LPAREN RPAREN
                          | WSLPAREN RPAREN'''
        p[0] = []

    def p_parameter_list_3(self, p):
        '''parameter_list : LPAREN parameters endcomma RPAREN
                          | WSLPAREN parameters endcomma RPAREN'''
        self.check_unique_parameters(p[2])
        p[0] = p[2]

    def check_unique_parameters(self, params):
        names = set()
        for param in params:
            if param.name in names:
                self.fail("the parameter '%s' is declared more than once" % param.name,
                          param.span)
            names.add(param.name)

    def p_parameters_1(self, p):
        'parameters : parameter'
        p[0] = [p[1]]

    def p_parameters_2(self, p):
        'parameters : parameters COMMA parameter'
        p[1].append(p[3])
        p[0] = p[1]

    def p_parameter_1(self, p):
        'parameter : untyped_parameter'
        p[0] = p[1]

    def p_parameter_2(self, p):
        'parameter : parameter_type untyped_parameter'
        param = p[2]
        p[0] = C.Parameter(self.span(p), name=param.name, splat=param.splat, type=p[1],
                           default=param.default)

    def p_untyped_parameter_1(self, p):
        'untyped_parameter : regular_parameter'
        p[0] = p[1]

    def p_untyped_parameter_2(self, p):
        'untyped_parameter : TIMES regular_parameter'
        param = p[2]
        p[0] = C.Parameter(self.span(p), name=param.name, splat=True, type=None,
                           default=param.default)

    def p_regular_parameter_1(self, p):
        'regular_parameter : VARIABLE EQUALS expression'
        p[0] = C.Parameter(self.span(p), name=self.param_name(p), splat=False, default=p[3])

    def p_regular_parameter_2(self, p):
        'regular_parameter : VARIABLE'
        p[0] = C.Parameter(self.span(p), name=self.param_name(p), splat=False)

    def param_name(self, p):
        name = p[1]
        if '::' in name or name.isdigit():
            self.fail("'$%s' is not a valid parameter name (a simple name is required)"
                      % name, self.tok_span(p, 1))
        return name

    def p_parameter_type_1(self, p):
        'parameter_type : type'
        p[0] = p[1]

    def p_parameter_type_2(self, p):
        # No trailing comma here, unlike an access elsewhere: Puppet's parameter_type
        # rule has none, so `Array[String, ] $x` is its syntax error at the ']'.
        'parameter_type : type LBRACK access_args RBRACK'
        p[0] = A.Access(self.span(p), target=p[1], keys=p[3])

    # -- errors -------------------------------------------------------------------------
    def p_error(self, tok):
        if tok is None:
            end = len(self.source.text)
            self.fail('syntax error at end of input', Span(self.source, max(0, end - 1), end))
        text = self.source.text[tok.lexpos:tok.endpos] or tok.type
        if len(text) > 30:
            text = text[:27] + '...'
        self.fail("syntax error at '%s'" % text, Span(self.source, tok.lexpos, tok.endpos))


def _link_repeated_keys(mapping):
    """A key given again supersedes the earlier pair, kept as its predecessor."""
    latest = {}
    for pair in mapping.entries:
        key = pair.key
        if isinstance(key, D.Boxed) and not isinstance(key.value, (list, dict)):
            marker = (type(key.value).__name__, key.value)
            if marker in latest:
                pair.predecessor = latest[marker]
            latest[marker] = pair


def _merge_pairs(items, new=None):
    """Consecutive bare pairs in an argument list or array become one Hash.

    With ``new``: add one item to an already merged list (in place: list rules
    are left-recursive and must not copy their list per item).
    """
    if new is not None:
        out = items
        items = [new]
    else:
        out = []
    for item in items:
        if isinstance(item, D.Pair):
            if out and isinstance(out[-1], D.Mapping) and getattr(out[-1], 'bare', False):
                mapping = out[-1]
                mapping.entries.append(mapping.adopt(item))
                mapping.span = mapping.span.to(item.span)
                continue
            mapping = D.Mapping(item.span, entries=[item])
            mapping.bare = True
            out.append(mapping)
        else:
            out.append(item)
    return out


def _position(sym):
    """(start, end) of a token or of a symbol whose value has a span; None otherwise."""
    end = getattr(sym, 'endpos', _NO_END)       # one lookup: every production asks
    if end is not _NO_END:
        return sym.lexpos, end
    value = sym.value
    span = getattr(value, 'span', None)       # a list or tuple has none
    if span is not None:
        return span.start, span.end
    if isinstance(value, (list, tuple)) and value and hasattr(value[0], 'span'):
        span = _node_span(value)
        return span.start, span.end
    return None


_NO_END = object()


def _node_span(value):
    if isinstance(value, list):
        return _node_span(value[0]).to(_node_span(value[-1]))
    if isinstance(value, tuple):
        return _node_span(value[0])
    return value.span


def _describe(node):
    return {
        'Boxed': 'a literal value', 'BareWord': 'a name', 'Variable': 'a variable',
        'Access': 'an access expression', 'TypeName': 'a type', 'Sequence': 'an array',
        'Mapping': 'a hash', 'Interpolation': 'a string', 'Call': 'a function call',
        'MethodCall': 'a method call', 'Regex': 'a regular expression',
    }.get(type(node).__name__, 'this expression')


def _is_type_expression(node):
    while isinstance(node, A.Access):
        node = node.target
    return isinstance(node, A.TypeName)


def resource_shape(expr):
    """What ``expr { ... }`` is, after Puppet's Factory.resource_shape."""
    if type(expr) is D.BareWord:
        return 'resource'
    if isinstance(expr, A.TypeName):
        return 'defaults'
    if isinstance(expr, A.Access):
        target = expr.target
        if isinstance(target, A.TypeName) and target.name == 'Resource' and len(expr.keys) == 1:
            return 'defaults'
        return 'override'
    if isinstance(expr, A.Variable):
        return 'variable'
    return 'error'


def _check_duplicate_titles(grammar, titles):
    seen = {}
    for title in titles:
        values = [title]
        if isinstance(title, D.Sequence):
            values = title.items
        for value in values:
            if isinstance(value, D.Boxed) and isinstance(value.value, str):
                key = value.value
                if key in seen:
                    grammar.fail("the title '%s' is given more than once in this resource "
                                 "expression" % key, value.span)
                seen[key] = value


def _qualify_nested(outer, body):
    """Classes and defines nested in a class are named within it (``a::b``)."""
    for statement in body.statements:
        if isinstance(statement, (X.ClassDefinition, X.DefineDefinition)):
            _rename(statement, outer)


def _rename(definition, prefix):
    """Prefix a nested definition and, inside a class, everything nested in it."""
    definition.name = '%s::%s' % (prefix, definition.name)
    if isinstance(definition, X.ClassDefinition):
        for statement in definition.body.statements:
            if isinstance(statement, (X.ClassDefinition, X.DefineDefinition)):
                _rename(statement, prefix)


# -- driving PLY ----------------------------------------------------------------------

_TABLES = None
_GRAMMAR = Grammar()     # its tables are built once; its parse state is per thread


def _parser(source):
    """An LALR parser for ``source``; the tables are built once per process.

    They are cached (Lark's habit) as JSON in the user's private cache
    directory (syntax/tables.py), keyed by a hash of the grammar, and rebuilt
    when missing, stale or corrupt; nothing is ever written into the package.
    """
    global _TABLES
    if _TABLES is None:
        _TABLES = _build_tables()
    _GRAMMAR.source = source
    return _TABLES


def _grammar_hash():
    import ply
    from ..hashing import content_hash
    text = repr(Grammar.precedence) + ''.join(
        getattr(Grammar, name).__doc__ or '' for name in sorted(dir(Grammar))
        if name.startswith('p_'))
    return content_hash((text + ply.__version__).encode()).hexdigest()[:16]


def _build_tables():
    """The parser from the private cache (syntax/tables.py: JSON, never a
    pickle), else built by yacc() and stored there for the next process. (PLY's
    yacc is imported here: a `get` answered from the parse cache never needs it.)"""
    import ply.yacc
    from . import tables
    functions = {name: getattr(_GRAMMAR, name) for name in dir(Grammar)
                 if name.startswith('p_')}
    directory = None if os.environ.get('LAZYGRAPH_NO_TABLE_CACHE') else \
        tables.private_directory()
    path = directory and os.path.join(directory, 'parsetab-%s.json' % _grammar_hash())
    if path is not None:
        text = tables.read_private(path)
        cached = text and tables.load_tables(text, functions, _GRAMMAR.p_error)
        if cached:
            return cached
    parser = ply.yacc.yacc(module=_GRAMMAR, start='program', debug=False,
                           write_tables=False, errorlog=ply.yacc.NullLogger())
    if path is not None:
        try:
            tables.write_private(path, tables.dump_tables(parser))
        except OSError:
            pass    # a full disk or the like: the next process builds again
    return parser


LEADING_SEMICOLON = re.compile(r'\s*;')


class _Separators:
    """A run's token stream minus a ';' that separates it from the statement
    before it (leading) or after it (trailing)."""

    def __init__(self, lexer, source, after_statement, more_follows):
        self.lexer = lexer
        self.more_follows = more_follows
        self.given = False        # a token went out: a final ';' follows a statement
        self.next = lexer.token()
        if after_statement and self.next is not None and self.next.type == 'SEMIC':
            self.next = lexer.token()
            if self.next is None and not more_follows:
                # `stmt ;` ending the file: Puppet's error, where Puppet gives it
                end = len(source.text)
                raise ParseError('syntax error at end of input',
                                 Span(source, max(0, end - 1), end))

    def token(self):
        tok = self.next
        if tok is not None:
            self.next = self.lexer.token()
            if self.next is None and self.more_follows and tok.type == 'SEMIC' and self.given:
                return None
            self.given = True
        return tok


class _TokenFeed:
    def __init__(self, toks):
        self._iter = iter(toks)

    def token(self):
        return next(self._iter, None)


def _parse(source, strict, skim):
    _GRAMMAR.strict = strict
    segments = _split(source) if skim else None
    statements = None
    if segments is not None:
        try:
            statements, parsed = _read_segments(source, segments)
        except ParseError:
            # A run of code read alone failed: the parser on the whole text says
            # what is wrong, where Puppet says it (or that nothing is).
            statements = None
    if statements is None:
        statements = parsed = parse_range(source, 0, len(source.text), check=False)
    body = S.Block(Span(source, 0, len(source.text)), statements=statements)
    _check_definition_places(body, parsed)
    _check_effects(body, parsed)
    current_stack().counters['files parsed'] += 1
    return S.Program(Span(source, 0, len(source.text)), bindings=[], body=body,
                     scope_name='main')


def _read_segments(source, segments):
    """Statements from the segments of statements.split, in order: each run of
    statements left unparsed becomes one SkimmedResources node, each code range
    is parsed from its tokens. Returns (all statements, those the parser made)."""
    statements = []
    parsed = []
    stubs = []          # consecutive statements left unparsed: one node

    def flush():
        if stubs:
            statements.append(K.SkimmedResources(
                Span(source, stubs[0].start, stubs[-1].end), stubs=list(stubs)))
            del stubs[:]

    for segment in segments:
        if isinstance(segment, tuple):
            flush()
            start, end, tokens = segment
            more = parse_range(source, start, end, check=False, tokens=tokens)
            statements.extend(more)
            parsed.extend(more)
        else:
            stubs.append(segment)
    flush()
    return statements, parsed


def parse_range(source, start, end, check=True, tokens=None):
    """The statements of source.text[start:end] (a run of whole statements), with
    spans in the whole source. tokens: that run's tokens, already lexed from the
    whole text (statements.split), instead of lexing it again."""
    def on_error(message, first, last):
        raise ParseError(message, Span(source, first, min(last, max(len(source.text),
                                                                    first + 1))))

    lexer = L.PuppetLexer(source, on_error, start, end) if tokens is None else _TokenFeed(tokens)
    text = source.text
    after_statement = start > 0 and LEADING_SEMICOLON.match(text, start, end) is not None
    more_follows = end < len(text)
    if after_statement or more_follows and text[start:end].rstrip().endswith(';'):
        # A run between other statements of the text: a ';' at either end of
        # it separates it from them (alone it would be a syntax error; a ';'
        # hidden behind a comment is left to parse()'s whole-text retry).
        lexer = _Separators(lexer, source, after_statement, more_follows)
    # Parsing only allocates (parents are weak references, so the tree has no
    # cycles): the cyclic GC rescanning the growing heap would make it superlinear.
    with cyclic_gc_paused():
        statements = copy.copy(_parser(source)).parse(lexer=lexer) or []
    if check:
        _check_definition_places(S.Block(Span(source, start, end), statements=statements))
    return statements


def _split(source):
    """statements.split with the builtins that may run late: a statement left
    unparsed may keep calls to pure builtins (they run when its values are
    needed)."""
    from ..functions.effects import ORDER_DEPENDENT
    from ..functions.registry import BUILTIN_NAMES
    from .statements import split
    safe = BUILTIN_NAMES - ORDER_DEPENDENT
    return split(source, safe.__contains__)


def _check_definition_places(body, statements=None):
    """Puppet's validation: functions, type aliases and nodes only at top level;
    classes and defines at top level or directly inside a class. Only the
    ``statements`` of body the parser made need looking at (statements left
    unparsed hold no definitions)."""
    class_bodies = set()
    for node in _walk_all(body.statements if statements is None else statements):
        if isinstance(node, X.ClassDefinition):
            class_bodies.add(id(node.body))
        if not isinstance(node, X.Definition):
            continue
        container = node.parent
        if container is body:
            continue
        if isinstance(node, X.FunctionDefinition):
            raise ParseError('A Function Definition may only appear at toplevel', node.span)
        if isinstance(node, X.NamedType):
            raise ParseError('A %s may only appear at toplevel' % node.what, node.span)
        if isinstance(node, X.NodeDefinition) or id(container) not in class_bodies:
            raise ParseError('Classes, definitions, and nodes may only appear at toplevel or '
                             'inside other classes', node.span)


NO_EFFECT = ('This %s has no effect. A value was produced and then forgotten (one or more '
             'preceding expressions may have the wrong form)')
NO_EFFECT_LAST = ('This %s has no effect. A %s can not end with a value-producing expression '
                  'without other effect')


def _check_effects(body, statements):
    """Puppet's validation: a statement that only produces a value (a literal,
    a variable, an operator...) may not stand where that value is forgotten --
    before another statement, or at the end of a class, define or node body.
    ``statements``: those of body the parser made (the others hold none)."""
    ends = []       # bodies ending in a value: reported after the forgotten values
    for node in itertools.chain([body], _walk_all(statements)):
        if node.holds_statements:
            for statement in node.statements[:-1]:
                if statement.idem():
                    raise ParseError(NO_EFFECT % statement.idem_label(), statement.span)
        container = node.effect_container()
        if container is not None and node.body is not None and node.body.statements:
            last = node.body.statements[-1]
            if last.idem():
                ends.append(ParseError(NO_EFFECT_LAST % (last.idem_label(), container),
                                       last.span))
    if ends:
        raise ends[0]


def _walk_all(statements):
    for statement in statements:
        yield from statement.walk()


def parse_epp(text, filename='<template>', cache=None):
    """Parse an EPP template into an EppTemplate node (Puppet's EPP grammar:
    the same grammar, the lexer in EPP mode). cache: a ParseCache, as for parse()."""
    source = text if isinstance(text, Source) else Source(text, filename)
    if cache is not None:
        template = cache.load(source, 'epp', kind='EppTemplate')
        if template is not None:
            current_stack().counters['files parsed'] += 1
            return template
    template = _parse_epp(source)
    if cache is not None:
        cache.store(source, 'epp', template)
    return template


def _parse_epp(source):

    def on_error(message, first, last):
        raise ParseError(message, Span(source, first, min(last, max(len(source.text),
                                                                    first + 1))))

    lexer = L.PuppetLexer(source, on_error, epp=True)
    _GRAMMAR.strict = False
    template = copy.copy(_parser(source)).parse(lexer=lexer)
    _check_definition_places(S.Block(template.span, statements=[template]))
    current_stack().counters['files parsed'] += 1
    return template


def parse_file(path):
    return parse(Source.from_file(path))
