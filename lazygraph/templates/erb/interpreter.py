"""One render of a template: the scope bridge, output buffer and step budget.

The template object (``self`` in the script) is Puppet's TemplateWrapper:
it answers ``scope``, ``file``, ``has_variable?``, ``classes``, ``all_tags``
and the Kernel conversions; the scope proxy answers ``[]``, ``lookupvar``,
``call_function`` and ``function_NAME``.  Instance variables are the scope's
variables whose value is not undef, as Puppet's wrapper sets them.
"""
import re

from ...errors import LazygraphError
from .errors import RubyError, TemplateError, UnsupportedRuby
from .methods import call_method, has_class_method
from .constants import format_string, kernel_conversion
from .nodes import Env, Jump, RubyException
from .grammar import refusal
from .sets import tag_set
from .rvalues import Const, Symbol, symbol
from .rvalues import MStr, from_puppet, to_puppet, to_s, text, is_str, inspect, class_name, truthy

MAX_STEPS = 200_000            # loop iterations and block calls in one render
MAX_OUTPUT = 64 * 1024 * 1024  # characters

# Names Ruby would resolve to Kernel/Object methods the subset must never run.
# Libraries templates require for the helpers the subset implements (to_yaml,
# Shellwords); requiring them loads nothing here.
KNOWN_LIBRARIES = frozenset(['yaml', 'json', 'shellwords', 'set', 'ipaddr'])
LOADED_BY_PUPPET = frozenset(['yaml', 'json', 'set', 'ipaddr'])     # require returns false

REFUSED_METHODS = frozenset('''system exec spawn fork eval instance_eval instance_exec class_eval
    module_eval send __send__ public_send method methods define_method instance_variable_get
    instance_variable_set instance_variables binding require_relative load open
    syscall trap exit exit! abort sleep gets readline readlines select at_exit caller
    set_trace_func trace_var autoload ObjectSpace const_get remove_instance_variable
    singleton_class extend include lambda proc loop catch throw srand rand p pp puts print
    printf putc warn display'''.split())

NOT_ANSWERED = object()     # wrapper_method: not one of the wrapper's own methods


class Wrapper:
    """Puppet::Parser::TemplateWrapper, as far as templates can see it."""

    def __repr__(self):
        return '#<Puppet::Parser::TemplateWrapper>'


class ScopeProxy:
    def __repr__(self):
        return '#<Puppet::Parser::Scope>'


class ScopeHash:
    """scope.to_hash of a scope that cannot list its variables: read by key only."""

    def __init__(self, scope):
        self.scope = scope

    def __repr__(self):
        return '#<scope.to_hash>'


def unchanged(copy, original):
    """Is the template's copy still equal to the Puppet value it was made from?
    (Compared in place: the facts hash is copied into many templates.)"""
    if isinstance(original, str):
        return is_str(copy) and text(copy) == original
    if isinstance(original, list):
        return isinstance(copy, list) and len(copy) == len(original) and \
            all(unchanged(c, o) for c, o in zip(copy, original))
    if isinstance(original, dict):
        return isinstance(copy, dict) and len(copy) == len(original) and \
            all(unchanged(ck, ok) and unchanged(cv, ov)
                for (ck, cv), (ok, ov) in zip(copy.items(), original.items()))
    if original is None or isinstance(original, (bool, int, float)):
        return type(copy) is type(original) and copy == original
    try:
        return to_puppet(copy) == original
    except RubyError:
        return False


class Render:
    def __init__(self, template, scope):
        self.template = template
        self.scope = scope
        self.out = []
        self.out_length = 0
        self.buffer = object()        # stands for _erbout
        self.wrapper = Wrapper()
        self.scope_proxy = ScopeProxy()
        self.assigned_ivars = {}
        self.ivar_cache = {}
        self.copied = []            # (Puppet value, the Ruby copy the template sees)
        self.steps = 0
        self.block_depth = 0
        self.warned = set()
        self.required = set()
        self.methods = {}           # def name -> Def node
        self.method_depth = 0
        self.last_match = None      # Ruby's $~ (frame-local in Ruby; one per render here)
        self.copies = []            # (name, Puppet String, the template's copy of it)

    # -- entry ---------------------------------------------------------------

    def run(self):
        try:
            value = self.template.tree.evaluate(self, Env())
        except Jump as jump:
            raise self.error(self.template.tree, RubyError('LocalJumpError', 'unexpected %s' % jump.kind))
        except RecursionError:
            raise TemplateError('%s: the template nests too deeply to render' % self.template.filename,
                                self.template.span(0)) from None
        if value is not self.buffer:
            # A Ruby comment swallowed the final `_erbout`: ERB returns the last value.
            if is_str(value):
                return text(value)
            raise TemplateError('the template result is %s, not a String (a Ruby comment in a tag '
                                'swallowed the rest of its line)' % inspect(value),
                                self.template.span(len(self.template.text) - 1 if self.template.text else 0))
        self.check_copies()
        self.write_back()
        return ''.join(self.out)

    def check_copies(self):
        """A string Puppet built anew is not frozen: a template that changes it in
        place (<<) changes the manifest's value in Puppet, which code evaluated
        after the template sees. lazygraph's strings cannot change: it says so
        rather than differ silently (arrays and hashes are written back)."""
        for name, original, copy in self.copies:
            if not unchanged(copy, original):
                self.warn("the template %s changes $%s (a String of the manifest) in place: "
                          "Puppet's code evaluated after it sees the change, lazygraph's keeps "
                          "the manifest's value" % (self.template.filename, name))

    # -- services for nodes --------------------------------------------------

    def step(self, node):
        self.steps += 1
        if self.steps > MAX_STEPS:
            raise self.error(node, TemplateError('the template runs more than %d loop iterations or '
                                                 'block calls; it looks like it never ends' % MAX_STEPS))

    def error(self, node, exc):
        span = self.template.span(node.token.start, node.token.end)
        if isinstance(exc, RubyError):
            error = TemplateError('%s (%s)' % (exc.message, exc.ruby_class), span)
            error.ruby_class = exc.ruby_class
            error.ruby_message = exc.message
            error.limitation = exc.limitation
            return error
        return exc.located(span) if isinstance(exc, LazygraphError) else exc

    def guard(self, node, thunk):
        try:
            return thunk()
        except RubyError as exc:
            raise self.error(node, exc) from None

    def to_s(self, value, node):
        if is_str(value):
            return text(value)
        if isinstance(value, (list, dict)):
            return self.guard(node, lambda: to_s(value))
        try:
            return to_s(value)
        except TemplateError as exc:       # raised without a place: this node's
            raise (self.error(node, exc) if exc.span is None else exc) from None

    def ivar(self, name, node):
        if name in self.assigned_ivars:
            return self.assigned_ivars[name]
        if name in self.ivar_cache:
            return self.ivar_cache[name]
        found, value = self.scope_variable(name)
        self.ivar_cache[name] = value
        return value

    def scope_variable(self, name):
        """(found, Ruby value) of a variable of the calling scope: one a template
        set there (scope.setvar) is the very object it set, so that a nested
        template sees what this one changes in it; a Puppet value is copied."""
        own = getattr(self.scope, 'template_variable', None)
        if own is not None:
            found, value = own(name)
            if found:
                return True, value
        found, value = self.scope.lookup(name)
        if not found:
            return False, None
        copy = from_puppet(value)
        if isinstance(value, str):
            fresh = getattr(self.scope, 'fresh_string', None)
            if fresh is not None and fresh(name):
                copy = MStr(value)          # not frozen in Puppet either
                self.copies.append((name, value, copy))
        elif isinstance(value, (list, dict)):
            self.copied.append((value, copy))
        return True, copy

    def write_back(self):
        """A template sees the very Array or Hash a Puppet variable holds, and what it
        changes in place (@opts.push(x)) Puppet's variable then holds: the resource
        parameter it came from, later readers (puppet-logstash's jvm.options
        template pushes its defaults into $logstash::jvm_options). The template
        worked on a copy: the change is copied back into the value itself."""
        for original, copy in self.copied:
            changed = to_puppet(copy)
            if changed == original:
                continue
            if isinstance(original, list):
                original[:] = changed
            else:
                original.clear()
                original.update(changed)

    def emit(self, piece, node):
        self.out.append(piece)
        self.out_length += len(piece)
        if self.out_length > MAX_OUTPUT:
            raise self.error(node, TemplateError('the template output exceeds %d characters' % MAX_OUTPUT))

    def call(self, node, receiver, name, args, block, implicit=False, bare=False):
        try:
            if receiver is self.wrapper:
                return self.call_wrapper(node, name, args, block, implicit, bare)
            if receiver is self.scope_proxy:
                return self.call_scope(node, name, args)
            if isinstance(receiver, ScopeHash):
                return self.call_scope_hash(receiver, name, args)
            if isinstance(receiver, RubyException):
                return self.call_exception(receiver, name, args)
            if isinstance(receiver, Const) and name not in ('===', 'name', 'to_s', 'inspect', '==') \
                    and not has_class_method(receiver.name, name):
                raise self.error(node, UnsupportedRuby(refusal('%s.%s' % (receiver.name, name))))
            return call_method(self, receiver, name, args, block)
        except RubyError as exc:
            if exc.ruby_class == 'NoMethodError' and name in REFUSED_METHODS:
                # Every Ruby object has these (Kernel, Object): refused, not missing.
                raise self.error(node, UnsupportedRuby(refusal(name))) from None
            raise self.error(node, exc) from None

    def instance_variables(self, node):
        """Puppet's wrapper: its own @__scope__ (and @__file__ for a file), one
        instance variable per scope variable with a value (scope.to_hash), then
        those the template assigned -- as Symbols (:@name)."""
        listing = getattr(self.scope, 'variable_names', None)
        if listing is None:
            raise self.error(node, UnsupportedRuby(refusal('instance_variables')))
        names = ['__scope__'] + (['__file__'] if self.template.filename != 'inline_template'
                                 else [])
        names += listing() + list(self.assigned_ivars)
        return [symbol('@' + n) for n in dict.fromkeys(names)]

    def instance_variable(self, node, method, name):
        """instance_variable_get / instance_variable_defined? (reading only:
        real templates name a variable from data, `instance_variable_get("@#{p}")`)."""
        if not re.match(r'@[A-Za-z_]\w*\Z', name):
            raise RubyError('NameError', "'%s' is not allowed as an instance variable name" % name)
        name = name[1:]
        if name in ('__scope__', '__file__'):
            raise self.error(node, UnsupportedRuby(refusal('%s of @%s' % (method, name))))
        if method == 'instance_variable_get':
            return self.ivar(name, None)
        if name in self.assigned_ivars:
            return True
        found, value = self.scope_variable(name)
        return bool(found and value is not None)

    def legacy_api(self, name):
        """Does the scope have a 3.x function ``name`` (Puppet's scope.function_NAME)?
        Scopes that cannot tell (the erb package's API used alone) say '3x'."""
        ask = getattr(self.scope, 'legacy_api', None)
        return '3x' if ask is None else ask(name)

    def responds_to(self, receiver, name):
        if receiver is self.scope_proxy:
            return name in ('[]', 'lookupvar', 'call_function', 'to_hash', 'include?', 'exist?',
                            'setvar') \
                or name.startswith('function_') and self.legacy_api(name[9:]) is not None
        if receiver is self.wrapper:
            return self.has_method(name)
        return truthy(call_method(self, receiver, 'respond_to?', [MStr(name)], None))

    def has_method(self, name):
        return self.method_named(name) is not None or \
            name in ('scope', 'file', 'has_variable?', 'format', 'sprintf')

    def define_method(self, name, definition):
        """`def` in a template defines a method of Puppet's TemplateWrapper class:
        every template rendered after it in the compile can call it (saz-ssh's
        service template calls the bool2str its config template defined)."""
        self.methods[name] = definition
        share = getattr(self.scope, 'define_method', None)
        if share is not None:
            share(name, definition)

    def method_named(self, name, render_earlier=True):
        """This template's own method, else one a template rendered before it
        defined. render_earlier: render the attribute values declared before
        this template that lazygraph deferred, in case one defines it."""
        if name in self.methods:
            return self.methods[name]
        shared = getattr(self.scope, 'template_method', None)
        return None if shared is None else shared(name, render_earlier)

    def call_wrapper(self, node, name, args, block, implicit, bare):
        # A def seen so far wins over the wrapper's own methods (Ruby's def replaces
        # them); deferred values are rendered to look for one only when the name is
        # none of the wrapper's (scope, file, ...: every template calls those).
        method = self.method_named(name, render_earlier=False)
        if method is not None:
            return method.invoke(self, args, block)
        value = self.wrapper_method(node, name, args, block, implicit)
        if value is not NOT_ANSWERED:
            return value
        method = self.method_named(name)
        if method is not None:
            return method.invoke(self, args, block)
        if bare:
            raise RubyError('NameError', "undefined local variable or method `%s' for %r" % (name, self.wrapper))
        raise RubyError('NoMethodError', "undefined method `%s' for %r" % (name, self.wrapper))

    def wrapper_method(self, node, name, args, block, implicit):
        """What Puppet's template wrapper answers to ``name`` itself, or NOT_ANSWERED."""
        if name == 'instance_variables' and not args:
            return self.instance_variables(node)
        if name in ('instance_variable_get', 'instance_variable_defined?') and len(args) == 1 \
                and (is_str(args[0]) or isinstance(args[0], Symbol)):
            return self.instance_variable(node, name, text(args[0]) if is_str(args[0]) else args[0].name)
        if name in REFUSED_METHODS or name.startswith('instance_variable'):
            raise self.error(node, UnsupportedRuby(refusal(name)))
        if name == 'require':
            if len(args) == 1 and is_str(args[0]) and text(args[0]) in KNOWN_LIBRARIES:
                library = text(args[0])
                first = library not in LOADED_BY_PUPPET and library not in self.required
                self.required.add(library)
                return first
            raise self.error(node, UnsupportedRuby(refusal('require %s (templates may require %s)' % (
                inspect(args[0]) if args else '', ', '.join(sorted(KNOWN_LIBRARIES))))))
        if name == 'scope' and not args:
            return self.scope_proxy
        if name == 'file' and not args:
            return self.template.filename
        if name == 'has_variable?' and len(args) == 1:
            found, value = self.scope_variable(text(args[0]) if is_str(args[0]) else to_s(args[0]))
            return bool(found and value is not None)
        if name in ('Array', 'Integer', 'Float', 'String', 'Hash') and len(args) >= 1:
            return kernel_conversion(name, args)
        if name in ('format', 'sprintf') and args:
            return MStr(format_string(self, text(args[0]) if is_str(args[0]) else to_s(args[0]), args[1:]))
        if name in ('raise', 'fail'):
            message = to_s(args[-1]) if args else 'unhandled exception'
            raise RubyError('RuntimeError', message)
        if name in ('classes', 'all_tags') and not args:
            # Puppet's wrapper: the catalog's classes and tags as of the call.
            ask = getattr(self.scope, 'catalog_' + name, None)
            if ask is None:
                raise self.error(node, TemplateError('%s needs a catalog (the template is rendered '
                                                     'outside a compile)' % name))
            return [MStr(c) for c in ask()] if name == 'classes' else tag_set(ask())
        if name == 'tags' and not args:
            raise RubyError('NotImplementedError', "Call 'all_tags' instead.", genuine=True)   # as Puppet 7.23
        if name in ('nil?', 'is_a?', 'kind_of?', 'respond_to?', 'frozen?', 'class', 'to_s', 'inspect') \
                and not implicit:
            return call_method(self, self.wrapper, name, args, block)
        return NOT_ANSWERED

    def call_scope(self, node, name, args):
        if name in ('[]', 'lookupvar') and len(args) >= 1:
            key = args[0]
            if not is_str(key):
                raise RubyError('Puppet::ParseError', 'Scope variable name %s is a %s, not a string'
                                % (inspect(key), class_name(key)))
            found, value = self.scope_variable(text(key))
            if not found:
                self.undefined_variable(text(key))
            return value
        if name == 'setvar' and len(args) in (2, 3) and is_str(args[0]) and \
                hasattr(self.scope, 'setvar'):
            self.scope.setvar(text(args[0]), args[1])
            return args[1]
        if name in ('include?', 'exist?') and len(args) == 1 and is_str(args[0]):
            found, value = self.scope_variable(text(args[0]))
            return bool(found and (value is not None or name == 'exist?'))
        if name == 'to_hash' and not args:
            listing = getattr(self.scope, 'variable_names', None)
            if listing is None:          # a scope that cannot list its variables
                return ScopeHash(self.scope)
            # Puppet's Scope#to_hash: every variable with a value, outer scopes'
            # first (an inner value keeps the outer name's place), a new Hash.
            pairs = ((n, self.scope_variable(n)) for n in listing())
            return {n: value for n, (found, value) in pairs if found and value is not None}
        if name == 'call_function' and len(args) == 2:
            function, fargs = args
            if not is_str(function):
                raise RubyError('TypeError', 'call_function takes a function name')
            # Puppet splats the arguments (func.call(scope, *args)): Ruby's *x.
            if isinstance(fargs, dict):
                fargs = [[k, v] for k, v in fargs.items()]
            elif fargs is None:
                fargs = []
            elif not isinstance(fargs, list):
                fargs = [fargs]
            return self.puppet_function(node, text(function), [self.for_4x(node, a) for a in fargs])
        if name.startswith('function_') and self.legacy_api(name[len('function_'):]) is None:
            raise RubyError('NoMethodError', "undefined method `%s' for %r" % (name, self.scope_proxy))
        if name.startswith('function_') and len(args) == 1:
            if self.legacy_api(name[len('function_'):]) == 'stub':
                raise RubyError('Puppet::ParseError', '%s() can only be called using the 4.x '
                                'function API. See Scope#call_function' % name[len('function_'):])
            if not isinstance(args[0], list):
                raise RubyError('ArgumentError', 'custom functions must be called with a single array '
                                'that contains the arguments. For example, function_example([1]) '
                                'instead of function_example(1)')
            return self.puppet_function(node, name[len('function_'):], args[0])
        raise RubyError('NoMethodError', "undefined method `%s' for %r" % (name, self.scope_proxy))

    def call_scope_hash(self, receiver, name, args):
        if name in ('[]', 'fetch', 'key?', 'has_key?', 'include?') and len(args) >= 1 and is_str(args[0]):
            found, value = self.scope_variable(text(args[0]))
            found = found and value is not None          # to_hash leaves out undef variables
            if name in ('key?', 'has_key?', 'include?'):
                return found
            if found:
                return value
            if name == 'fetch':
                if len(args) > 1:
                    return args[1]
                raise RubyError('KeyError', 'key not found: %s' % inspect(args[0]))
            return None
        raise RubyError('NotImplementedError', 'scope.to_hash.%s is not supported (lazygraph reads '
                        'scope.to_hash by key only)' % name)

    def call_exception(self, exc, name, args):
        if name in ('message', 'to_s'):
            return MStr(exc.message)
        if name == 'class':
            from .rvalues import Const
            return Const(exc.ruby_class)
        if name == 'inspect':
            return MStr('#<%s: %s>' % (exc.ruby_class, exc.message))
        raise RubyError('NoMethodError', "undefined method `%s' for #<%s>" % (name, exc.ruby_class))

    def for_4x(self, node, value):
        """An argument of scope.call_function as Puppet 7.23 hands it to the
        function: :undef is undef; any other Symbol is a Runtime[ruby, 'Symbol']
        value that lazygraph does not model (refused, rather than a String)."""
        if isinstance(value, Symbol) and value.name == 'undef':
            return None
        if isinstance(value, Symbol) and value.name != 'default':
            raise self.error(node, UnsupportedRuby(refusal(
                "the Symbol %s passed to scope.call_function (Puppet gives the function a "
                "Runtime[ruby, 'Symbol'] value)" % inspect(value))))
        if isinstance(value, list):
            return [self.for_4x(node, v) for v in value]
        if isinstance(value, dict):
            return {self.for_4x(node, k): self.for_4x(node, v) for k, v in value.items()}
        return value

    def puppet_function(self, node, name, args):
        try:
            result = self.scope.call_function(name, [to_puppet(a) for a in args])
        except LazygraphError as exc:
            if exc.span is None:
                exc.span = self.template.span(node.token.start, node.token.end)
            raise
        return from_puppet(result)

    def undefined_variable(self, name):
        """Puppet 7 (strict=warning) warns once per name for scope['x'] of an unset variable;
        @x of an unset variable is nil without a warning."""
        bare = name[2:] if name.startswith('::') else name
        if bare.isdigit() or bare in self.warned:
            return
        self.warned.add(bare)
        self.warn("Undefined variable '%s'; " % bare)

    def warn(self, message):
        warn = getattr(self.scope, 'warn', None)
        if warn is not None:
            warn(message)
