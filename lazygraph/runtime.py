"""The environment of one evaluation: facts, functions, type names, messages.

A Program (the graph's root) holds one Runtime; nodes reach it through their
scopes. Definitions are registered here before anything is evaluated
(Puppet's first compilation step), so order of definition never matters.
"""

from .catalog.resource import CORE_TYPES
from .errors import EvaluationError
from .functions.registry import builtin
from .nodes.data import data_node
from .nodes.definitions import (ClassDefinition, DefineDefinition, Definition,
                                FunctionDefinition, NamedType, NodeDefinition)
from .nodes.scope import Unknown
from .source import Source
from .types import builtin_type
from .values import types as T
from .weak import WeakAttribute

MAX_CALL_DEPTH = 2000
# The resource types Puppet 7.23 knows without modules (catalog/core_types.json,
# generated from Puppet), and Node.
CORE_RESOURCE_TYPES = frozenset(CORE_TYPES) | {'node'}


class Message:
    __slots__ = ('level', 'text', 'span')

    def __init__(self, level, text, span):
        self.level, self.text, self.span = level, text, span

    def format(self):
        where = ' (%s)' % self.span.location() if self.span is not None else ''
        return '%s: %s%s' % (self.level.capitalize(), self.text, where)


def local_trusted(facts):
    """$trusted as Puppet 7 sets it when it compiles for a node without a
    certificate (Puppet::Context::TrustedInformation.local): authenticated
    locally, the certname from the `clientcert` fact (agents send it) split into
    hostname and domain, else none. Hiera's interpolation sees the node's name
    as certname (data/binding.py)."""
    certname = facts.get('clientcert') if isinstance(facts.get('clientcert'), str) else None
    host, _, domain = (certname or '').partition('.')
    return {'authenticated': 'local', 'certname': certname, 'extensions': {},
            'hostname': host if certname is not None else None,
            'domain': domain if certname is not None and '.' in certname else None,
            'external': {}}


def allowed_directories(allow_read):
    """allow_read as a list of directories: one str or path is one directory (not
    its characters: '/tmp' would have allowed '/')."""
    import os
    if isinstance(allow_read, (str, os.PathLike)):
        allow_read = [allow_read]
    try:
        directories = [os.fspath(d) for d in allow_read or ()]
    except TypeError:
        directories = None
    if directories is None or not all(isinstance(d, str) for d in directories):
        from .errors import BadArgument
        raise BadArgument('allow_read is a directory or a list of directories, not %r'
                          % (allow_read,))
    return directories


class Runtime:
    def __init__(self, facts=None, unknown=(), strict=False, strict_variables=False,
                 modulepath=None, ruby=False, allow_read=(), allow_generate=False,
                 data_cache=None, settings=None):
        from .facts import checked_facts
        self.facts = checked_facts(facts)
        self.unknown = set(unknown)
        self.strict = strict                      # Puppet 7's rejections (docs/divergences.md)
        # Puppet's settings ($settings::NAME); strict_variables is one of them.
        # None given: Puppet's defaults, made when a manifest first reads one
        # (a compile that reads none does not load lazygraph.settings).
        self._puppet_settings = None
        if settings is not None:
            from .settings import PuppetSettings
            self._puppet_settings = PuppetSettings.of(settings)
        self._setting_values = None   # this compile's SettingValues, made when first read
        self._setting_nodes = {}
        # unknown variables are errors
        self.strict_variables = strict_variables or settings is not None and \
            self.puppet_settings.configured('strict_variables') is True
        self.allow_read = allowed_directories(allow_read)   # file(): absolute paths under these
        self.allow_generate = allow_generate      # generate(): run external commands
        self.data_cache = data_cache              # Hiera files parsed once for many compiles
        self.messages = []
        # Puppet-language and Ruby functions of this compile; built-ins come from
        # the registry (known_function), a Puppet-language one of the same name first
        self.functions = {}
        self.type_aliases = {}
        self._type_names = {}     # name -> its type, once resolved (names never change meaning)
        self.definitions = {'class': {}, 'define': {}, 'node': []}
        self.call_depth = 0
        self.on_message = None
        self._compiler = None     # the compiler of this runtime's catalog, once made
        from .modules import ModuleLoader
        self.loader = ModuleLoader(modulepath)
        self._builtins = {}        # name -> node of a built-in top-scope variable
        self.template_variables = {}   # id(scope) -> (scope, {name: value}): scope.setvar
        # Every file this compile read or looked for (found or not): what its
        # catalog can depend on besides the main manifest (fleet/affected.py):
        # code files, and apart those read as data (templates, file(), Hiera),
        # whose edits are never patched (fleet/patch.py).
        self.probes = set()
        self.data_probes = set()
        self.module_files = []
        self._program = None
        # Assignments executed so far, and while a deferred attribute value is
        # computed, how many had run when it was declared: it sees only those
        # (nodes/scope.py Context.lookup), as Puppet computes it at declaration.
        self.clock = 0
        self.view_clock = None
        self.declare_clock = None   # a skimmed statement parsed late: the clock of its place
        from .templates import TemplateRegistry
        self.templates = TemplateRegistry()   # parsed templates, renderings (--explain)
        # --ruby: module functions written in Ruby, through one helper process.
        self.ruby = None
        if ruby:
            from .functions.ruby_bridge import RubyBridge, RubyOptions
            self.ruby = RubyBridge(self, RubyOptions.of(ruby))
        self.data_settings = None  # lazygraph.data.lookup.Settings (Hiera's layers)
        self.parse_cache = None    # syntax/parse_cache.ParseCache: files parsed before
        self.hiera = None          # the Hiera session, made on the first lookup

    @property
    def puppet_settings(self):
        """The lazygraph.settings.PuppetSettings this compile was given."""
        if self._puppet_settings is None:
            from .settings import PuppetSettings
            self._puppet_settings = PuppetSettings()
        return self._puppet_settings

    # The program and the compiler own this runtime (Program._runtime,
    # Compiler.runtime): it points back to them weakly, so a dropped catalog
    # is freed by reference counting instead of waiting for the cyclic GC.
    program = WeakAttribute('_program')
    compiler = WeakAttribute('_compiler')

    def read_source(self, path):
        """A code file's Source; in a fleet worker through its text cache (a file
        read again only when it changed)."""
        read = getattr(self.parse_cache, 'read_source', None)
        if read is not None:
            return read(path)
        return Source.from_file(path)

    def tick(self):
        """The clock now, then advanced: an event later values can be ordered against."""
        now = self.clock
        self.clock += 1
        return now

    def builtin_variable(self, name):
        """The node of a top-scope variable Puppet sets besides the facts ($trusted,
        $environment, $server_facts: empty without a server; $title and $name:
        Class[main]'s) when no code or fact binds that name; None otherwise."""
        if name not in ('trusted', 'environment', 'server_facts', 'title', 'name'):
            return None
        node = self._builtins.get(name)
        if node is None:
            value = {} if name == 'server_facts' else \
                local_trusted(self.facts) if name == 'trusted' else \
                'main' if name in ('title', 'name') else \
                getattr(self.data_settings, 'environment', None) or 'production'
            node = self._builtins[name] = data_node(value)
        return node

    # -- set-up --------------------------------------------------------------
    def install(self, program):
        """Bind facts in the top scope and register every definition of the program."""
        program.set_runtime(self)
        self.program = program

        for name, value in sorted(self.facts.items()):
            program.bind(name, Unknown(None, name=name) if name in self.unknown
                         else data_node(value))
        for name in sorted(self.unknown - set(self.facts) - {'facts'}):
            program.bind(name, Unknown(None, name=name))
        # $facts is unknown as a whole as soon as any fact is.
        program.bind('facts', Unknown(None, name='facts') if self.unknown
                     else data_node(self.facts))
        self.register(program)
        return program

    def register(self, program):
        node_names = {}
        for node in _definitions(program.body):
            if isinstance(node, FunctionDefinition):
                self._define(self.functions, node.name, node, 'function')
            elif isinstance(node, NamedType):      # type aliases, ARM-7 types
                self._define(self.type_aliases, node.name.lower(), node, 'type')
            elif isinstance(node, ClassDefinition):
                self._unique_across(node, 'define', 'a definition', 'a class')
                self._define(self.definitions['class'], node.name, node, 'class')
            elif isinstance(node, DefineDefinition):
                self._unique_across(node, 'class', 'a class', 'a definition')
                self._define(self.definitions['define'], node.name, node, 'defined type')
            elif isinstance(node, NodeDefinition):
                for match in node.matches:
                    self._define(node_names, match.title(), match, 'node')
                self.definitions['node'].append(node)

    def _unique_across(self, node, other_kind, other_what, what):
        """A class and a defined type may not share a name."""
        other = self.definitions[other_kind].get(node.name)
        if other is not None:
            raise EvaluationError("'%s' is already defined at %s as %s; cannot redefine as %s"
                                  % (node.name, other.span.location(), other_what, what),
                                  node.span)

    def _define(self, table, name, node, what):
        # Builtins (no span) may be replaced by a Puppet-language function.
        existing = table.get(name)
        if existing is not None and getattr(existing, 'span', None) is not None:
            raise EvaluationError("%s '%s' is already defined at %s" % (
                what.capitalize(), name, existing.span.location()), node.span)
        table[name] = node

    # -- services for nodes --------------------------------------------------
    def _autoloaded(self, kind, name, get):
        """get(), or after loading the module file that should define ``name``."""
        found = get()
        if found is None and self.loader.load(kind, name, self, self.program):
            found = get()
        return found

    def definition(self, kind, name):
        """A class or define by name, autoloaded from the modulepath when needed."""
        return self._autoloaded(kind, name, lambda: self.definitions[kind].get(name))

    def resource_type(self, name):
        """A resource type implemented in Ruby: built in, or a module's custom type
        (lib/puppet/type/NAME.rb), or None."""
        return builtin_type(name) or self.loader.custom_type(name)

    def known_function(self, name):
        """A function defined in this compile or built in, by name (a leading
        '::' aside), or None; nothing is autoloaded."""
        for candidate in (name, name.lstrip(':')) if name.startswith(':') else (name,):
            function = self.functions.get(candidate)
            if function is None:
                function = builtin(candidate)
            if function is not None:
                return function
        return None

    def function(self, name, node):
        # known: no lookup function made per call
        function = self.functions.get(name) or builtin(name)
        if function is None:
            function = self._autoloaded('function', name, lambda: self.known_function(name))
        if function is None:
            # stdlib's Ruby functions served natively; then, with --ruby, the Ruby
            # helper; else a module's .rb function is an error naming its file.
            from .functions.ruby import module_ruby_function
            function = module_ruby_function(self, name, node)
            if function is not None:
                self.functions[name] = function
        if function is None:
            raise EvaluationError("Unknown function: '%s'" % name, node.span)
        return function

    def resolve_type_name(self, name, node):
        known = self._type_names.get(name)
        if known is None:
            known = self._type_names[name] = self._resolve_type_name(name, node)
        return known

    def _resolve_type_name(self, name, node):
        builtin = T.simple_type(name)
        if builtin is not None:
            return builtin
        alias = self._autoloaded('type', name, lambda: self.type_aliases.get(name.lower()))
        if alias is not None:
            return alias.type_value(self)
        # Otherwise a resource type: a core type or a defined type.
        lower = name.lower().lstrip(':')
        if lower in CORE_RESOURCE_TYPES or self.definition('define', lower) is not None or \
                self.resource_type(lower) is not None:
            return T.PResource(T.capitalize_type_name(name))
        raise EvaluationError('Resource type not found: %s' % T.capitalize_type_name(name),
                              node.span)

    def qualified_variable(self, name, node):
        """``$a::b``: a class's variable. Classes are evaluated by the catalog;
        the class `settings` holds Puppet's settings."""
        scope, _, variable = name.lstrip(':').rpartition('::')
        if scope == 'settings':
            return self.setting_node(variable, node)
        if self.compiler is not None:
            return self.compiler.qualified_variable(name, node)
        self.warn("Could not look up qualified variable '$%s'" % name, node.span)
        return None

    def setting_node(self, name, node):
        """The node of `$settings::NAME` (None: no such setting, undef); node: the
        expression reading it (None for Hiera's interpolation), where errors point."""
        if name not in self._setting_nodes:
            self._setting_nodes[name] = self._setting(name, node)
        return self._setting_nodes[name]

    def _setting(self, name, node):
        from .settings import SettingError, SettingValues
        from .settings.context import compile_context
        if self._setting_values is None:
            self._setting_values = SettingValues(self.puppet_settings, compile_context(self))
        values = self._setting_values
        try:
            if name in ('title', 'name'):       # the class's own, as in every class
                return data_node('settings')
            if name == 'all_local':
                return data_node(values.all_local())
            return data_node(values.value(name)) if values.known(name) else None
        except SettingError as exc:
            raise EvaluationError(str(exc), getattr(node, 'span', None)) from None

    def unknown_variable(self, node):
        if self.strict_variables:
            raise EvaluationError("Unknown variable: '$%s'" % node.name, node.span)

    def enter_call(self, node):
        self.call_depth += 1
        if self.call_depth > MAX_CALL_DEPTH:
            self.call_depth = 0
            raise EvaluationError('function calls nested more than %d deep (infinite '
                                  'recursion?)' % MAX_CALL_DEPTH, node.span)

    def leave_call(self):
        self.call_depth = max(0, self.call_depth - 1)

    def close(self):
        """End the session: stop the Ruby helper, if one runs."""
        if self.ruby is not None:
            self.ruby.close()

    # -- messages --------------------------------------------------------------
    def log(self, level, text, span=None):
        message = Message(level, text, span)
        self.messages.append(message)
        if self.on_message is not None:
            self.on_message(message)

    def warn(self, text, span=None):
        self.log('warning', text, span)


def _definitions(body):
    """Definitions at top level and nested in classes: the parser allows them
    nowhere else (parser._check_definition_places)."""
    stack = [body]
    while stack:
        block = stack.pop()
        for statement in block.statements:
            if isinstance(statement, Definition):
                yield statement
                if isinstance(statement, ClassDefinition) and statement.may_hold_definitions():
                    stack.append(statement.body)
