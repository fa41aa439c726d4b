"""Rich values functions produce: Binary (binary_file, Binary.new) and Deferred.

Both print as Puppet prints them, so a catalog carries them as Puppet 7.23's
catalog JSON does (Deferred as ``Deferred({'name' => ..., 'arguments' => ...})``,
Binary as strict Base64). Their types register under their Puppet names.
"""
import base64
import binascii
import re

from . import types as T
from ..errors import EvaluationError
from .core import inspect


class PBinary:
    __slots__ = ('data',)

    def __init__(self, data):
        self.data = bytes(data)

    def __eq__(self, other):
        return isinstance(other, PBinary) and other.data == self.data

    def __hash__(self):
        return hash(('binary', self.data))

    def __str__(self):
        return base64.b64encode(self.data).decode('ascii')

    __repr__ = __str__


class DeferredValue:
    """``Deferred(name, arguments)``: a call the agent makes, not the compiler."""
    __slots__ = ('name', 'arguments')

    def __init__(self, name, arguments=None):
        self.name, self.arguments = name, arguments

    def __eq__(self, other):
        return isinstance(other, DeferredValue) and (other.name, other.arguments) == (
            self.name, self.arguments)

    def __hash__(self):
        return hash(('deferred', self.name))

    def __str__(self):
        init = {'name': self.name}
        if self.arguments is not None:
            init['arguments'] = self.arguments
        return 'Deferred(%s)' % inspect(init)

    __repr__ = __str__


class PBinaryType(T.PType):
    name = 'Binary'

    def instance(self, value):
        return isinstance(value, PBinary)

    def new_instance(self, call, args):
        value = args[0]
        fmt = args[1] if len(args) > 1 else '%B'
        if isinstance(value, list):
            return PBinary(bytes(value))
        if isinstance(value, PBinary):
            return value
        if not isinstance(value, str):
            raise EvaluationError('Binary.new expects a String or an Array of bytes', call.span)
        try:
            if fmt == '%s':
                return PBinary(value.encode('utf-8'))
            if fmt == '%r':
                return PBinary(value.encode('latin-1'))
            if fmt == '%u':
                return PBinary(base64.urlsafe_b64decode(value))
            if fmt == '%b':
                return PBinary(base64.b64decode(value))
            return PBinary(base64.b64decode(value, validate=True))
        except (binascii.Error, ValueError, UnicodeEncodeError) as error:
            raise EvaluationError('Binary.new: %s' % error, call.span)


class PDeferredType(T.PType):
    name = 'Deferred'

    def __str__(self):
        # Deferred is a Pcore Object type: Puppet prints its definition.
        return ("Object[{name => 'Deferred', attributes => {'name' => "
                "Pattern[/\\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\\z/], "
                "'arguments' => {type => Optional[Array], value => undef}}}]")

    def nested_str(self):
        return self.name

    def instance(self, value):
        return isinstance(value, DeferredValue)

    def new_instance(self, call, args):
        name = args[0]
        if not isinstance(name, str) or not re.match(
                r'\A[$]?[a-z][a-z0-9_]*(?:::[a-z][a-z0-9_]*)*\Z', name):
            raise EvaluationError("Deferred: 'name' expects a function name, got %s"
                                  % inspect(name), call.span)
        arguments = args[1] if len(args) > 1 else None
        if arguments is not None and not isinstance(arguments, list):
            raise EvaluationError("Deferred: 'arguments' expects an Array, got %s"
                                  % inspect(arguments), call.span)
        if len(args) > 2:
            raise EvaluationError('Deferred.new expects at most 2 arguments, got %d' % len(args),
                                  call.span)
        return DeferredValue(name, arguments)


class PObjectType(T.PType):
    """Object: of the Object types lazygraph knows, only Deferred has instances."""
    name = 'Object'

    def instance(self, value):
        return isinstance(value, DeferredValue)

    def assignable(self, other):
        return isinstance(other, (PObjectType, PDeferredType))

    def parameterized(self, args):
        raise T.TypeError_("Object[{...}] (Pcore object types) is not supported by lazygraph; "
                           "its ARM-7 types (type Name { attr ... }) are: see docs/types.md")


T.SIMPLE.setdefault('Binary', PBinaryType)
T.SIMPLE.setdefault('Deferred', PDeferredType)
T.SIMPLE.setdefault('Object', PObjectType)


# type() of these values (values/types.py infer reads the attribute: it cannot import us).
DeferredValue.puppet_type = PDeferredType()
PBinary.puppet_type = PBinaryType()
