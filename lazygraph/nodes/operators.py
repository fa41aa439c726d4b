"""Operator expressions with Puppet 7's semantics.

Each binary operator computes from its operands' values in ``operate``; the
generic fold in base.Node folds operands and calls it when both are constant.
``and``/``or`` fold by the yay rules: a known side decides or disappears.
"""
from ..patterns import LazyPattern
from ..errors import CantFold, EvaluationError
from ..source import Span
from ..values import types as T
from ..values.core import (INT_MAX, INT_MIN, PRegexp, a_type_name, equal, hash_key,
                           is_integer, is_number, truthy)
from .base import Node, box


class Binary(Node):
    type_body_ok = True
    __slots__ = ('left', 'right', 'op')
    fields = ('left', 'right')
    attrs = ('op',)

    def label(self):
        return '%s %s' % (type(self).__name__, self.op)

    def idem(self):
        return True

    def idem_label(self):
        return "'%s' expression" % self.op

    def _resolve(self):
        return self.operate(self.left.resolve(), self.right.resolve())

    def operator_span(self):
        """The operator itself (Puppet locates arithmetic errors there): the
        first occurrence of it between the operands."""
        span, left, right = self.span, self.left.span, self.right.span
        if span is None or left is None or right is None or left.source is not span.source:
            return span
        at = span.source.text.find(self.op, left.end, right.start)
        return span if at < 0 else Span(span.source, at, at + len(self.op))

    def not_applicable(self, left, right=None):
        if right is None:
            return self.error("Operator '%s' is not applicable to %s." % (self.op, _an(left)))
        return self.error("Operator '%s' is not applicable to %s and %s."
                          % (self.op, _an(left), _an(right)))


def _an(value):
    if value is None:
        return 'an Undef Value'
    return a_type_name(value)


def check_int(value, node):
    """An arithmetic result Puppet can hold: a 64-bit Integer, a finite Float
    (Infinity and NaN have no catalog JSON form; Puppet refuses them too)."""
    if is_integer(value):
        if not INT_MIN <= value <= INT_MAX:
            op = getattr(node, 'op', '-')
            at = node.operator_span() if hasattr(node, 'operator_span') else node.span
            raise EvaluationError("A '%s' expression resulted in a value outside of Puppet "
                                  "Integer max range, got '%s0x%x'"
                                  % (op, '-' if value < 0 else '+', abs(value)), at)
    elif isinstance(value, float) and (value != value or value in (_INF, -_INF)):
        raise node.error('The result of the %s expression is %s'
                         % (getattr(node, 'op', '-'), 'NaN' if value != value else 'Infinity'))
    return value


_INF = float('inf')


class Arithmetic(Binary):
    __slots__ = ()

    def operate(self, a, b):
        op = self.op
        if op == '+':
            if isinstance(a, list):
                if isinstance(b, list):
                    return a + b
                if isinstance(b, dict):
                    return a + [[k, v] for k, v in b.items()]
                return a + [b]
            if isinstance(a, dict):
                if isinstance(b, dict):
                    merged = dict(a)
                    merged.update(b)
                    return merged
                if isinstance(b, list):
                    return _hash_plus_array(self, a, b)
                raise self.not_applicable(a, b)
        if op == '-':
            if isinstance(a, list):
                remove = b if isinstance(b, list) else (
                    [[k, v] for k, v in b.items()] if isinstance(b, dict) else [b])
                return [x for x in a if not any(equal(x, r) for r in remove)]
            if isinstance(a, dict):
                if isinstance(b, dict):
                    keys = set(hash_key(k) for k in b)
                elif isinstance(b, list):
                    keys = set(hash_key(k) for k in b)
                else:
                    keys = {hash_key(b)}
                return {k: v for k, v in a.items() if hash_key(k) not in keys}
        if op == '<<' and isinstance(a, list):
            return a + [b]
        a, b = self.numeric(a), self.numeric(b)
        if getattr(a, 'time_data', False) or getattr(b, 'time_data', False):
            return self.time_arithmetic(a, b)
        if op == '+':
            return check_int(a + b, self)
        if op == '-':
            return check_int(a - b, self)
        if op == '*':
            return check_int(a * b, self)
        if op == '/':
            if b == 0:
                raise self.error('Division by 0')
            if is_integer(a) and is_integer(b):
                return check_int(a // b, self)
            return check_int(a / b, self)
        if op == '%':
            if not (is_integer(a) and is_integer(b)):
                raise self.not_applicable(a, b)
            if b == 0:
                raise self.error('Division by 0')
            return a % b
        if op in ('<<', '>>'):
            if not (is_integer(a) and is_integer(b)):
                raise self.not_applicable(a, b)
            if op == '>>':
                b = -b
            if b > 64 and a != 0:
                raise self.error('resulting value is out of range for a 64 bit signed '
                                 'integer (%d << %d)' % (a, b))
            result = a << b if b >= 0 else a >> -b
            return check_int(result, self)
        raise self.error('unknown operator %s' % op)


    def time_arithmetic(self, a, b):
        """Puppet's calculate with a Timespan or Timestamp: a number on the left
        trades places for + (and * by a Timespan), becomes a Timespan for -; the
        value's own operator does the rest (values/timespan.py)."""
        from ..values.timespan import PTimespan, TimeError   # (only time values get here)
        op = self.op
        if op == '%' and isinstance(a, float):
            raise self.not_applicable(a)
        if op == '%' and isinstance(b, float):
            raise self.not_applicable_when(a, b)
        if not getattr(a, 'time_data', False):
            if op == '+' or op == '*' and isinstance(b, PTimespan):
                a, b = b, a
            elif op == '-' and isinstance(b, PTimespan):
                a = PTimespan(PTimespan.seconds(a))
            else:
                raise self.not_applicable_when(a, b)
        try:
            result = a.operate(op, b)
        except TimeError as error:
            raise EvaluationError("Error while evaluating a '%s' expression, %s"
                                  % (op, error), self.operator_span())
        except ZeroDivisionError:
            raise EvaluationError('Division by 0', self.right.span)
        if result is NotImplemented:
            raise self.not_applicable(a)
        return check_int(result, self)

    def not_applicable_when(self, a, b):
        return self.error("Operator '%s' is not applicable to %s when right side is %s."
                          % (self.op, _an(a), _an(b)))

    def numeric(self, value):
        """Puppet 7 converts numeric strings in arithmetic ('1' + 1 == 2)."""
        if is_number(value) or getattr(value, 'time_data', False):
            return value
        if isinstance(value, str) or value is None:
            number = string_to_number(value or '')
            if number is not None:
                return number
            raise self.error("The value '%s' cannot be converted to Numeric." % (value or ''))
        raise self.not_applicable(value)


_NUMBER = LazyPattern(
    r'\A\s*([+-]?)\s*(?:(0[xX][0-9a-fA-F]+)|(0[0-7]+)|(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?))\s*\Z')


def string_to_number(text):
    """A numeric string's value (decimal, hex, octal, float), or None."""
    m = _NUMBER.match(text)
    if not m:
        return None
    sign, hexa, octal, decimal = m.groups()
    if hexa:
        value = int(hexa, 16)
    elif octal:
        value = int(octal, 8)
    elif '.' in decimal or 'e' in decimal or 'E' in decimal:
        value = float(decimal)
    else:
        value = int(decimal)
    return -value if sign == '-' else value


def _hash_plus_array(node, a, b):
    merged = dict(a)
    if b and all(isinstance(x, list) and len(x) == 2 for x in b):
        for k, v in b:
            merged[k] = v
        return merged
    if len(b) % 2:
        raise node.error('Hash + Array needs an even number of elements (key/value pairs)')
    for i in range(0, len(b), 2):
        merged[b[i]] = b[i + 1]
    return merged


class Comparison(Binary):
    __slots__ = ()

    def operate(self, a, b):
        op = self.op
        if op == '==':
            return equal(a, b)
        if op == '!=':
            return not equal(a, b)
        return compare(self, op, a, b)


def compare(node, op, a, b):
    if is_number(a) and is_number(b):
        pass
    elif getattr(a, 'time_data', False) or getattr(b, 'time_data', False):
        a, b = _time_ordering(node, op, a, b)
    elif isinstance(a, str) and isinstance(b, str):
        a, b = a.lower(), b.lower()
    elif isinstance(a, T.PType) and isinstance(b, T.PType):
        # a < b: a is a proper subtype of b.
        if op == '<':
            return b.assignable(a) and a != b
        if op == '<=':
            return b.assignable(a)
        if op == '>':
            return a.assignable(b) and a != b
        return a.assignable(b)
    else:
        raise node.error('Comparison of: %s %s %s, is not possible' % (
            _short(a), op, _short(b)))
    if op == '<':
        return a < b
    if op == '<=':
        return a <= b
    if op == '>':
        return a > b
    return a >= b


def _time_ordering(node, op, a, b):
    """Puppet's CompareOperator with a Timespan or Timestamp: on the left it
    compares as TimeData#<=> does (with an Integer by whole seconds); a number on
    the left compares as Floats (Ruby's coerce); anything else is refused."""
    if getattr(a, 'time_data', False):
        order = a.cmp(b)
        if order is None:
            raise node.error('Comparison of: %s %s %s, is not possible. Caused by \'%s\'.'
                             % (_short(a), op, _short(b), a.comparable_message()))
        return order, 0
    if is_number(a):
        return float(a), b.to_f()
    reason = 'A String is not comparable to a non String' if isinstance(a, str) else \
        'Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable'
    raise node.error('Comparison of: %s %s %s, is not possible. Caused by \'%s\'.'
                     % (_short(a), op, _short(b), reason))


def _short(value):
    from ..values.core import type_name
    return type_name(value)


class Match(Binary):
    """``=~`` / ``!~``; keeps the captures for ``$0..$n`` (see access.match_variable)."""
    __slots__ = ('captures',)
    blank = ('captures',)

    def idem(self):
        return False      # it sets $0, $1...: an effect

    def operate(self, a, b):
        matched = self.match(a, b)
        return matched if self.op == '=~' else not matched

    def match(self, a, b):
        if isinstance(b, T.PType):
            return b.instance(a)
        if isinstance(b, str):
            try:
                b = PRegexp(b)
            except Exception:
                raise self.error('Can not convert String to Regexp: %r is not a valid regular '
                                 'expression' % b)
        if not isinstance(b, PRegexp):
            raise self.error("Operator '%s' is not applicable to %s and %s: the right side "
                             "must be a Regexp, a String or a Type" % (self.op, _an(a), _an(b)))
        if not isinstance(a, str):
            raise self.error("Operator '%s' is not applicable to %s: the left side must be a "
                             "String" % (self.op, _an(a)))
        m = b.compiled.search(a)
        if m is None:
            return False
        self.captures = [m.group(0)] + list(m.groups())
        return True

    def pure(self):
        return True


class In(Binary):
    __slots__ = ()

    def operate(self, a, b):
        return in_(a, b)


def in_(a, b):
    if isinstance(b, str):
        if isinstance(a, PRegexp):
            return a.compiled.search(b) is not None
        if isinstance(a, str):
            return a.lower() in b.lower()
        return False
    if isinstance(b, list):
        if isinstance(a, T.PType):
            return any(a.instance(x) for x in b)
        if isinstance(a, PRegexp):
            return any(isinstance(x, str) and a.compiled.search(x) for x in b)
        return any(equal(a, x) for x in b)
    if isinstance(b, dict):
        if isinstance(a, T.PType):
            return any(a.instance(k) for k in b)
        if isinstance(a, PRegexp):
            return any(isinstance(k, str) and a.compiled.search(k) for k in b)
        return any(equal(a, k) for k in b)
    return False


class And(Binary):
    __slots__ = ()

    def _resolve(self):
        return truthy(self.left.resolve()) and truthy(self.right.resolve())

    def _fold(self):
        return _fold_logic(self, decisive=False)


class Or(Binary):
    __slots__ = ()

    def _resolve(self):
        return truthy(self.left.resolve()) or truthy(self.right.resolve())

    def _fold(self):
        return _fold_logic(self, decisive=True)


def _fold_logic(node, decisive):
    """yay's And rule: a constant side equal to ``decisive`` decides; otherwise it drops out."""
    sides = []
    for side in (node.left, node.right):
        try:
            sides.append((side.fold(), True))
        except CantFold as exc:
            sides.append((exc.node, False))
    (left, lknown), (right, rknown) = sides
    if lknown and truthy(left.resolve()) == decisive:
        return box(decisive, node)
    if lknown and rknown:
        return box(truthy(right.resolve()), node)
    if lknown:
        raise CantFold(right)
    if rknown:
        if truthy(right.resolve()) == decisive:
            # The left side still runs first (it may fail): keep it.
            raise CantFold(node.replace(left=left, right=right))
        raise CantFold(left)
    raise CantFold(node.replace(left=left, right=right))


class Not(Node):
    type_body_ok = True
    __slots__ = ('operand',)
    fields = ('operand',)

    def _resolve(self):
        return not truthy(self.operand.resolve())

    def idem(self):
        return True

    def idem_label(self):
        return "'not' expression"


class Negate(Node):
    type_body_ok = True
    __slots__ = ('operand',)
    fields = ('operand',)

    def _resolve(self):
        value = self.operand.resolve()
        if getattr(value, 'time_data', False):
            result = value.negate()     # a Timestamp has no unary minus
            if result is NotImplemented:
                raise self.error("Operator '-' is not applicable to %s." % _an(value))
            return result
        if not is_number(value):
            raise self.error("Operator '-' is not applicable to %s." % _an(value))
        return check_int(-value, self)

    def idem(self):
        return True

    def idem_label(self):
        return 'Unary Minus'


class Splat(Node):
    """``*$x``: unfolds an array into an argument list, array literal or case values."""
    type_body_ok = True
    __slots__ = ('operand',)
    fields = ('operand',)

    def _resolve(self):
        value = self.operand.resolve()
        # Puppet's eval_UnfoldExpression: undef is nothing, a Hash its pairs,
        # an Iterator its items (to_a), anything else itself
        if value is None:
            return []
        if isinstance(value, dict):
            return [[k, v] for k, v in value.items()]
        if getattr(value, 'puppet_iterator', False):
            return value.to_list()
        return value if isinstance(value, list) else [value]

    def idem(self):
        return True

    def idem_label(self):
        return 'Unfold'

