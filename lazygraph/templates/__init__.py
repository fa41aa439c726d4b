"""Templates: finding them by name, parsing them once per compile, rendering.

EPP templates are Puppet code (syntax/parser.parse_epp builds EppTemplate
nodes); ERB templates are rendered by the erb package (lazygraph.templates.erb)
through ErbScope, the calling scope as Puppet's ERB wrapper sees it.

Names are found as Puppet 7's Puppet::Parser::Files.find_template finds them:
an absolute path is used as is (when under an --allow-read directory);
``module/rest`` is MODULEDIR/module/templates/rest in the first modulepath
entry holding ``module``. Puppet lets ``..`` walk out of the templates directory; lazygraph refuses that with an error
(docs/readme/templates.md), and a symbolic link in a module may not lead out
of it (docs/safety/security.md).
"""
import os

from ..errors import EvaluationError, InputError, LazygraphError
from ..patterns import LazyPattern

MODULE_NAME = LazyPattern(r'\A[a-z][a-z0-9_]*\Z')


def find_template(runtime, name, call, kind):
    """The file of template ``name`` (a str), or an error naming it and the caller;
    found once a compile (a define's instances render the same template)."""
    found = runtime.templates.found
    path = found.get(name)
    if path is None:
        path = found[name] = _find_template(runtime, name, call, kind)
    return path


def _find_template(runtime, name, call, kind):
    # (imported here: importing functions.files registers its built-ins)
    from ..functions.files import allowed_absolute, confine
    if os.path.isabs(name):
        # Puppet reads any absolute path; lazygraph only under --allow-read DIR.
        allowed_absolute(call, name)
        runtime.data_probes.add(name)
        if os.path.isfile(name):
            return name
        raise _not_found(name, call)
    module, _, rest = name.partition('/')
    if not rest or not MODULE_NAME.match(module):
        raise _not_found(name, call)
    owner = runtime.loader.module_root(module)
    for base in runtime.loader.path:
        templates = os.path.join(base, module, 'templates')
        path = os.path.join(templates, rest)
        runtime.data_probes.add(path)
        if base != owner:
            continue
        # The file system resolves the name, as for Puppet ('sub/../x' needs 'sub').
        status = runtime.loader.file_status(path)     # one lstat: a file, a link?
        if status is None:
            break   # Puppet looks in the first module of that name only
        # '..' may not lead out of the templates directory (nor, below, a link).
        if not os.path.normpath(path).startswith(os.path.normpath(templates) + os.sep):
            raise EvaluationError("%s template name '%s' leaves the templates directory of "
                                  "module '%s': lazygraph only reads templates inside "
                                  "modules' templates directories or at absolute paths"
                                  % (kind, name, module), call.span)
        path = confine(call, path, os.path.join(base, module), 'template', status[1])
        runtime.templates.statuses[path] = status[0]
        return path
    raise _not_found(name, call)


def _not_found(name, call):
    return EvaluationError("Could not find template '%s'" % name, call.span)


def read_template(runtime, path, call):
    """The template file at ``path``, read once per compile (a template is asked
    for by each call, and an ERB one first to learn whether it may wait)."""
    sources = runtime.templates.sources
    source = sources.get(path)
    if source is None:
        source = sources[path] = _read_template(runtime, path, call)
    return source


def _read_template(runtime, path, call):
    try:
        return runtime.read_source(path)
    except InputError as exc:
        if exc.span is not None:      # located in the template itself (not UTF-8)
            raise
        raise EvaluationError("cannot read template '%s': %s" % (path, exc), call.span)


class Rendering:
    """One template rendered by one call: what --explain shows."""
    __slots__ = ('call', 'function', 'name', 'path', '_reads', 'scope', 'text')

    def __init__(self, call, function, name, path, reads, scope=None, text=None):
        self.call, self.function, self.name, self.path = call, function, name, path
        self._reads = reads     # computes [(variable name, node it names or None)]
        self.scope = scope      # EPP: the TemplateScope it rendered in (inspect)
        self.text = text

    @property
    def reads(self):
        """Computed when --explain asks, not at every rendering."""
        if callable(self._reads):
            self._reads = self._reads()
        return self._reads

    def describe(self):
        return '%s(%s) at %s%s' % (self.function, '"%s"' % self.name if self.path else '...',
                                   self.call.span.location() if self.call.span else '-',
                                   ': %s' % self.path if self.path else '')


class TemplateRegistry:
    """Per compile (Runtime.templates): parsed templates by source, renderings."""

    def __init__(self):
        self.parsed = {}
        self.sources = {}       # path -> the template file's Source, read once
        self.found = {}         # name -> its file (find_template), found once
        # module template file -> its os.stat as find_template found it: what the
        # parse cache's FileIndex checks it by, without a second stat (cone.py)
        self.statuses = {}
        self.renderings = []
        self.methods = {}       # name -> [(clock, Def)]: `def`s of the templates rendered
        self.rendered_upto = -1   # ErbScope._render_earlier_values ran up to this clock

    def get(self, key):
        return self.parsed.get(key)

    def __setitem__(self, key, value):
        self.parsed[key] = value

    def record(self, rendering):
        self.renderings.append(rendering)

    def rendered_within(self, span):
        """The renderings by calls inside ``span`` (an attribute's expression)."""
        if span is None:
            return []
        return [r for r in self.renderings if r.call.span is not None
                and r.call.span.source is span.source
                and span.start <= r.call.span.start < span.end]


def epp_reads(scope):
    """The variables an EPP template names and the nodes they name from its
    scope (its own lambdas' parameters left out), in order of appearance."""
    from ..nodes.access import Variable
    from ..nodes.calls import Lambda
    local = set()
    for node in scope.body.walk():
        if isinstance(node, Lambda):
            local.update(param.name for param in node.params)
    reads = []
    seen = set()
    for node in scope.body.walk():
        if isinstance(node, Variable) and node.name not in seen and \
                node.name not in local and not node.name.isdigit():
            seen.add(node.name)
            probe = Variable(node.span, name=node.name).attach(scope)
            reads.append((node.name, _binding(probe)))
    return reads


def _binding(variable):
    try:
        return variable.binding()
    except LazygraphError:     # explaining must not fail where rendering did not
        return None


def erb_reads(compiled, call):
    """The variables an ERB template may read, and the nodes they name."""
    from ..nodes.access import Variable
    reads = []
    for name in compiled.variables():
        probe = Variable(call.span, name=name).attach(call)
        reads.append((name, _binding(probe)))
    return reads


def parsed_epp(runtime, source):
    """The EppTemplate of a template source, parsed once per compile."""
    from ..syntax.parser import parse_epp
    cache = runtime.templates
    key = ('epp', source.filename, source.text)
    template = cache.get(key)
    if template is None:
        template = cache[key] = parse_epp(source, cache=runtime.parse_cache)
    return template


def epp_to_render(runtime, source):
    """The EppTemplate an epp() call renders copies of (its body, its parameters;
    the template itself is never evaluated): a fleet worker's own template,
    shared by its compiles, else parsed_epp's."""
    shared = getattr(runtime.parse_cache, 'shared_epp', None)
    if shared is not None:
        return shared(source)
    return parsed_epp(runtime, source)


def _in_template(exc, source):
    span = exc.span
    return span is not None and (span.source is source or (
        span.source.filename == source.filename and span.source.text == source.text))


def located_in_template(exc, source, name, call):
    """A template that does not parse: reported at the call (where Puppet
    reports it) with the place in the template as a note."""
    span = exc.span
    if not _in_template(exc, source):
        return exc
    error = type(exc)(exc.message, call.span, notes=[
        'in template %s at %s' % (name, span.location())] + exc.notes)
    return error if isinstance(error, LazygraphError) else exc


def noted_caller(exc, source, call):
    """An error while rendering stays where it is in the template (where Puppet
    reports it); a note names the call that rendered it."""
    if _in_template(exc, source) and call.span is not None:
        exc.notes.append('in the template rendered at %s' % call.span.location())
    return exc


# Functions whose String result Puppet 7.23 does not freeze (checked with
# `frozen?` there; a function returning a value it was given may not be one).
FRESH_STRING_FUNCTIONS = frozenset('''upcase downcase capitalize camelcase strip lstrip rstrip
    chomp chop join sprintf regsubst template inline_template epp inline_epp String strftime
    pick'''.split())

# What Puppet's compiler sets in the top scope after the facts, and in a class,
# define or node scope before its parameters (Scope#to_hash keeps that order).
TOP_SCOPE_SET = ('environment', 'trusted', 'server_facts', 'facts', 'module_name', 'title', 'name')
CLASS_SCOPE_SET = ('title', 'name', 'module_name', 'caller_module_name')


class ErbScope:
    """The calling scope as Puppet's ERB wrapper sees it (the erb package's API)."""

    def __init__(self, call):
        self.call = call

    def lookup(self, name):
        """(found, value) of ``$name`` as the call sees it."""
        from ..nodes.access import Variable, match_variable
        variable = Variable(self.call.span, name=name).attach(self.call)
        if name.isdigit():       # $0, $1...: the call's match variables
            value = match_variable(variable)
            return value is not None, value
        node = variable.binding()
        if node is None:
            # Puppet's top scope has $module_name '' and every class, define and
            # node scope a $caller_module_name ('' when declared outside modules).
            if name == 'module_name' or name == 'caller_module_name' and self._in_class_scope():
                return True, ''
            return False, None
        return True, node.resolve()

    def fresh_string(self, name):
        """Is ``$name`` a String Puppet builds anew -- from a double-quoted string
        or a heredoc, which Puppet does not freeze (a template may `<<` onto it)?
        Said only where sure: single-quoted literals, facts, function results
        (some return their frozen argument) and data stay frozen."""
        from ..nodes.access import Variable
        from ..nodes.calls import Call
        from ..nodes.data import Boxed, Interpolation
        node = Variable(self.call.span, name=name).attach(self.call)
        for _ in range(20):                  # $a = $b = "...": the same String
            node = node.binding() if isinstance(node, Variable) else node
            if not isinstance(node, Variable):
                break
        if isinstance(node, Interpolation):
            return True
        if isinstance(node, Call):
            return node.name.lstrip(':') in FRESH_STRING_FUNCTIONS
        span = getattr(node, 'span', None)
        return isinstance(node, Boxed) and span is not None and \
            span.source.text[span.start:span.start + 1] in ('"', '@')

    def template_variable(self, name):
        """(found, Ruby value) of a variable a template set in this scope."""
        own = self._own_variables(create=False)
        return (name in own, own.get(name)) if own is not None else (False, None)

    def setvar(self, name, value):
        """scope.setvar: a variable of the calling scope, for the templates that
        scope renders (Puppet code does not see it here), set once as in Puppet."""
        from .erb.errors import RubyError
        own = self._own_variables(create=True)
        if name in own or self.lookup(name)[0] and self.call.context().lookup(name) is not None:
            raise RubyError('Puppet::ParseError', "Cannot reassign variable '$%s'" % name)
        own[name] = value

    def _own_variables(self, create):
        context = self.call.context()
        table = self.call.runtime().template_variables
        entry = table.get(id(context))
        if entry is None:
            if not create:
                return None
            entry = table[id(context)] = (context, {})   # the context kept: its id stays its own
        return entry[1]

    def variable_names(self):
        """The variables the call sees that have a value, outermost scope first
        (Puppet's scope.to_hash, which leaves out undef)."""
        chain = []
        scope = self.call.context()
        while scope is not None:
            chain.append(scope)
            scope = scope.parent_scope()
        names, seen = [], set()
        for scope in reversed(chain):
            if not hasattr(scope, 'binding_map'):
                continue
            for name in self._scope_names(scope):
                if name in seen or name.isdigit() or '::' in name:
                    continue
                seen.add(name)
                found, value = self.lookup(name)
                if found and value is not None:
                    names.append(name)
        return names

    def catalog_classes(self):
        """Puppet's scope.catalog.classes as of the call (settings, the node, classes
        in the order their evaluation began)."""
        return self._catalog()[0]

    def catalog_all_tags(self):
        """Puppet's scope.catalog.tags as of the call, in its TagSet's order."""
        return self._catalog()[1]

    def _catalog(self):
        compiler = self.call.runtime().compiler
        if compiler is None:
            return [], []
        return compiler.catalog_view()

    @staticmethod
    def _scope_names(scope):
        """A scope's variables in the order Puppet's scope sets them: the top
        scope's facts, then what the compiler sets there, then the code's; a
        class, define or node scope's $title, $name, $module_name,
        $caller_module_name, then its parameters and code's."""
        from ..catalog.helpers import ClassScope
        bound, assigned = list(scope.binding_map()), list(scope.index())
        if scope.parent_scope() is None:      # the top scope binds the facts, in their order
            facts = [n for n in scope.runtime().facts if n in scope.binding_map()]
            return facts + [n for n in bound if n != 'facts'] + list(TOP_SCOPE_SET) + assigned
        if isinstance(scope, ClassScope):
            return list(CLASS_SCOPE_SET) + bound + assigned
        return bound + assigned

    def _in_class_scope(self):
        from ..catalog.helpers import ClassScope
        scope = self.call.context()
        while scope is not None:
            if isinstance(scope, ClassScope):
                return True
            scope = scope.parent_scope()
        return False

    def define_method(self, name, definition):
        """A `def` of a template, for the templates rendered after it in Puppet's
        order: a deferred value renders as of its declaration."""
        runtime = self.call.runtime()
        runtime.templates.methods.setdefault(name, []).append((self._puppet_time(runtime), definition))

    def template_method(self, name, render_earlier=True):
        """The last `def name` of a template rendered before this one, in Puppet's
        order (render_earlier: render the values lazygraph deferred to find it)."""
        runtime = self.call.runtime()
        now = self._puppet_time(runtime)
        defined = [(at, d) for at, d in runtime.templates.methods.get(name, ()) if at <= now]
        if not defined and render_earlier and self._render_earlier_values(runtime, now):
            defined = [(at, d) for at, d in runtime.templates.methods.get(name, ()) if at <= now]
        if not defined:
            return None
        latest = max(at for at, _ in defined)
        return [d for at, d in defined if at == latest][-1]     # a later def replaces

    @staticmethod
    def _render_earlier_values(runtime, now):
        """A method no template rendered so far defines: Puppet had already
        rendered every template of the attribute values declared before this
        one, which lazygraph defers; compute those now, then look again.
        A key's cone may have skipped them: the whole structure answers."""
        from ..catalog.resource import Deferred
        compiler, registry = runtime.compiler, runtime.templates
        if compiler is None or registry.rendered_upto >= now:
            return False
        if compiler.cone is not None:
            compiler.cone.widen('a template calls a method another template may define')
        registry.rendered_upto = now
        for resource in list(compiler.resources):
            for setting in list(resource.params.values()):
                while setting is not None:
                    raw = setting.raw
                    if isinstance(raw, Deferred) and not setting.resolved and \
                            raw.clock is not None and raw.clock < now:
                        raw.get()
                    setting = setting.predecessor
        return True

    @staticmethod
    def _puppet_time(runtime):
        return runtime.view_clock if runtime.view_clock is not None else runtime.clock

    def legacy_api(self, name):
        """'3x', 'stub' or None: see functions.ruby.legacy_api."""
        from ..functions.ruby import legacy_api
        return legacy_api(self.call.runtime(), name)

    def call_function(self, name, args):
        call = self.call
        return call.runtime().function(name, call).invoke(call, list(args), None)

    def warn(self, message):
        self.call.runtime().warn(message, self.call.span)
