"""Compile a node's catalog on the graph, in Puppet 7's order of work.

1. Registration: every definition is known by name (Runtime.register).
2. Class[main]: the top-level statements, in order.
3. The node definition matching the node, if any.
4. Generators until nothing changes: collectors, then define instances not yet
   evaluated, in the order they were added.
5. Finish: pending overrides, relationships, realize checks.

Catalog expressions (nodes/catalog.py) call back into the Compiler held by the
Runtime; scopes (class, define and node bodies) are Contexts with a Frame that
knows their resource and their dynamic parent (for resource defaults).
"""
import gc
import re

from ..errors import EvaluationError
from ..nodes.base import STACK
from ..nodes.catalog import Collector, Relationship
from ..nodes.data import BareWord
from ..nodes.scope import Context
from ..values import types as T
from ..values.core import DEFAULT, equal, flatten, inspect, to_s
from ..types import builtin_type
from ..types.ruby_lexer import RubyReadError
from .resource import (CORE_TYPES, METAPARAMS, Deferred, Resource, Setting, attribute_names,
                       class_title, resource_key)
from .uniqueness import needs_early_parse, register_aliases, title_alias
from .validation import validate_relationships

PROPAGATED = ('noop', 'loglevel', 'schedule', 'tag')
REF_STRING = re.compile(r'\A\s*((?:::)?[A-Za-z][\w]*(?:::[A-Za-z]\w*)*)\s*\[\s*(.+?)\s*\]\s*\Z',
                        re.S)

# Puppet stops compiling after this many generator passes that made progress.
MAX_GENERATOR_PASSES = 1000


class Frame:
    """What the catalog knows about one scope."""
    __slots__ = ('scope', 'resource', 'dynamic_parent', 'defaults', 'class_name')

    def __init__(self, scope, resource, dynamic_parent, class_name=None):
        self.scope = scope
        self.resource = resource
        self.dynamic_parent = dynamic_parent
        self.defaults = {}     # type (lower) -> {attribute: Setting}, newest state
        self.class_name = class_name


class ClassScope(Context):
    """The scope of a class, define instance or node body."""
    __slots__ = ('lexical_parent', 'captures')

    def __init__(self, span=None, **kwargs):
        self.lexical_parent = None
        self.captures = None
        Context.__init__(self, span, **kwargs)

    def parent_scope(self):
        # Variables are not dynamically scoped: inherited class, else node/top scope.
        if self.lexical_parent is not None:
            return self.lexical_parent
        return Context.parent_scope(self)


class Compiler:
    """lazy: attribute values are stored as Deferred expressions and resolved on
    first use (lazygraph.load); the structure of the catalog -- which resources,
    classes, defaults, overrides, collectors -- is still worked out in Puppet's order.
    """

    def __init__(self, program, node_name, facts, lazy=False, cone=None):
        self.lazy = lazy
        # For one key (`get`): evaluate only the classes and define instances
        # that may change it (catalog/cone.py).
        self.cone = cone
        self.program = program
        self.runtime = program.runtime()
        self.runtime.compiler = self
        self.node_name = node_name
        self.facts = facts
        self._resources = []         # in the order they were added (skimmed: a Stub)
        self.stubs = {}              # key -> Stub of a skimmed resource not created yet
        self.index = {}              # (type lower, title) -> Resource
        self.class_scopes = {}       # class name -> ClassScope
        self.classes = []            # evaluated class names, in order
        self.pending_defines = []
        self.collectors = []
        self.overrides = []          # deferred (node, frame, refs, operations)
        self.relationships = []      # (node, left refs or collector, right ..., op)
        self.realizations = []       # (node, refs)
        self.contain_edges = []      # (container resource, class resource)
        self.top_frame = None
        self.node_scope = None
        self.cycles = []
        self.strict = self.runtime.strict
        # Collector indexes: (type) and (type, tag) -> resources in the order added,
        # so a collector looks only at candidates it has not seen.
        self.by_type = {}
        self.by_tag = {}
        self.untagged = []           # skimmed resources whose tags are not computed yet
        self.data_bound = {}         # class -> {parameter: where Hiera found it}

    # -- driving ---------------------------------------------------------------
    @property
    def resources(self):
        """Every resource in the order added (skimmed ones are created now)."""
        if self.stubs:
            self.create_all_stubs()
        return self._resources

    def compile(self):
        # Compiling allocates a great deal and frees little: pausing the cyclic GC
        # keeps the cost linear (as for parsing).
        gc_enabled = gc.isenabled()
        gc.disable()
        try:
            return self._compile()
        finally:
            if gc_enabled:
                gc.enable()
            if self.runtime.parse_cache is not None:
                self.runtime.parse_cache.flush()     # footprints learnt (catalog/cone.py)

    def _compile(self):
        stage = self.add(Resource('Stage', 'main', kind='compilable_type'))
        stage.set('name', 'main', 'builtin', None)
        settings = self.add(Resource('Class', 'Settings', kind='unknown'))
        self.classes.append('settings')
        main = self.add(Resource('Class', 'main', kind='unknown'))
        main.set('name', 'main', 'builtin', None)
        for resource in (stage, settings, main):
            resource.compute_tags()
        settings.tags = ['class', 'settings']
        self.top_frame = Frame(self.program, main, None, 'main')
        self.program.frame = self.top_frame
        self.program.resolve()
        self.evaluate_node()
        self.run_generators()
        self.finish()
        return self

    def evaluate_node(self):
        nodes = self.runtime.definitions['node']
        if not nodes:
            return
        name = self.node_name.lower()

        def first(test):
            """The first (definition, match, captures) whose match passes ``test``."""
            for definition in nodes:
                for match in definition.matches:
                    captures = test(match)
                    if captures is not None:
                        return definition, match, captures
            return None

        def regex(match):
            m = match.value.compiled.search(name) if match.match_kind == 'regex' else None
            return [m.group(0)] + list(m.groups()) if m else None

        # Exact certname, then the first matching regex, then default.
        chosen = (first(lambda m: [] if m.match_kind == 'name' and m.value == name else None)
                  or first(regex)
                  or first(lambda m: [] if m.match_kind == 'default' else None))
        if chosen is None:
            raise EvaluationError("Could not find node statement with name 'default' or '%s'"
                                  % name, nodes[0].span)
        definition, match, captures = chosen
        captures = captures or None
        title = match.title()
        node_resource = self.add(Resource('Node', title, kind='unknown'))
        self.classes.append(title)
        node_resource.container = self.top_frame.resource
        node_resource.compute_tags()
        scope = ClassScope(definition.span, bindings=[], body=definition.body.clone(),
                           scope_name='node')
        scope.attach(definition)
        scope.frame = Frame(scope, node_resource, self.top_frame)
        scope.captures = captures    # $0.. of a regex node name, visible in its body
        self.node_scope = scope
        scope.resolve()

    def run_generators(self):
        passes = 0
        while True:
            progress = False
            for collector in list(self.collectors):
                if collector.collect():
                    progress = True
            pending = [r for r in self.pending_defines if not r.evaluated and not r.virtual]
            self.pending_defines = [r for r in self.pending_defines if not r.evaluated]
            for resource in pending:
                self.evaluate_define(resource)
                progress = True
            if not progress:
                break
            passes += 1
            if passes > MAX_GENERATOR_PASSES:
                # Puppet's own bound (a define declaring itself, a collector
                # realizing what makes more): its message, located at one of
                # the instances the last pass evaluated.
                raise EvaluationError('Somehow looped more than %d times while evaluating '
                                      'host catalog' % MAX_GENERATOR_PASSES,
                                      pending[0].span if pending else None)

    def finish(self):
        for node, frame, refs, operations in self.overrides:
            for ref in refs:
                resource = self.find(ref)
                if resource is None:
                    self.hidden_by_cone(ref[0], ref[1], node)
                    raise EvaluationError('Could not find resource(s) %s[%s] for overriding'
                                          % ref,
                                          node.span)
                self.apply_override(node, frame, resource, operations)
        for node, refs in self.realizations:
            missing = [ref for ref in refs if self.find(ref) is None]
            for ref in missing:
                self.hidden_by_cone(ref[0], ref[1], node)
            if missing:
                raise EvaluationError('Failed to realize virtual resources %s'
                                      % ', '.join('%s[%s]' % ref for ref in missing), node.span)
        for node, left, right, op in self.relationships:
            self.apply_relationship(node, self.endpoints(left, node),
                                    self.endpoints(right, node), op)
        self.propagate_metaparams()
        self.add_scope_tags()
        if not self.lazy:
            validate_relationships(self)
            self.report_cycles()

    def add_scope_tags(self):
        """Puppet's Resource#finish: a resource takes its container's tags as they
        are at the end, so a tag() call after the resource was declared still
        reaches it (appended after its own tags)."""
        changed = set()
        for resource in self._resources:    # containers come before what they contain
            container = getattr(resource, 'container', None)
            if container is None or not (container.function_tags or id(container) in changed):
                continue
            have = set(resource.tags)
            extra = [t for t in container.tags if t not in have]
            if extra:
                resource.tags.extend(extra)
                changed.add(id(resource))

    def propagate_metaparams(self):
        """A define instance's noop, loglevel, schedule and tag reach the resources it
        declares (classes pass theirs on at apply time, not in the catalog)."""
        for resource in self._resources:    # skimmed ones are top-level: not in a define
            container = getattr(resource, 'container', None)
            while container is not None and container.kind == 'defined_type':
                for name in PROPAGATED:
                    if name not in resource.params and name in container.params:
                        setting = container.params[name]
                        resource.set(name, setting.value, 'metaparameter',
                                     setting.span, via='from %s' % container.ref)
                container = container.container

    def report_cycles(self):
        """Puppet compiles a cyclic catalog (its agent fails later): warn now."""
        from ..outputs.catalog_json import included
        from .cycles import describe, find_cycles
        self.cycles = find_cycles(self, [r for r in self.resources if included(r)])
        for cycle in self.cycles:
            path, lines = describe(cycle)
            span = next((edge[2] for edge in cycle if edge[2] is not None), None)
            self.runtime.warn('dependency cycle: %s\n  %s' % (path, '\n  '.join(lines)), span)

    # -- catalog bookkeeping ------------------------------------------------------
    def add(self, resource):
        key = resource.key
        existing = self.index.get(key) or self.stub_resource(key)
        if existing is not None:
            raise EvaluationError('Duplicate declaration: %s is already declared%s; cannot '
                                  'redeclare' % (resource.ref, _at(existing)), resource.span)
        resource.order = len(self._resources)
        self._resources.append(resource)
        self.index[key] = resource
        self.by_type.setdefault(key[0], []).append(resource)
        if resource.tags is None:
            self.untagged.append(resource)      # a skimmed resource: tags when needed
        else:
            if self.untagged:
                self.flush_stub_tags()          # keep the tag index in resource order
            self.index_tags(resource)
        register_aliases(self, resource)
        if resource.type != 'Class' and resource.get('stage') is not None:
            raise EvaluationError("Only classes can set 'stage'; normal resources like %s "
                                  "cannot change run stage" % resource.ref, resource.span)
        return resource

    def index_tags(self, resource):
        """Called again when a resource's tags grow (tag(), a tag override)."""
        indexed = resource._indexed_tags
        if indexed is None:
            indexed = resource._indexed_tags = set()
        for tag in resource.tags:
            if tag not in indexed:
                indexed.add(tag)
                self.by_tag.setdefault((resource.key[0], tag), []).append(resource)

    def find(self, ref):
        return self.lookup(resource_key(*ref))

    def lookup(self, key):
        """The resource with this key (a skimmed one is created on the way), or None."""
        return self.index.get(key) or self.stub_resource(key)

    def frame_of(self, node):
        scope = node.context()
        while scope is not None:
            frame = getattr(scope, 'frame', None)
            if frame is not None:
                return frame
            scope = scope.parent_scope() if not isinstance(scope, ClassScope) else \
                Context.parent_scope(scope)
        return self.top_frame

    # -- classes -----------------------------------------------------------------
    def include(self, name, node, via='include', params=None, frame=None):
        """Evaluate a class once (include/require/contain/class {})."""
        return self.include_all([name], node, via, params, frame)[0]

    def include_all(self, names, node, via='include', params=None, frame=None):
        """Puppet declares every named class (parents first) in the catalog, then
        evaluates their bodies in that order."""
        frame = frame or self.frame_of(node)
        declared = []
        results = []
        for raw in names:
            name = _class_name(raw, node)
            if self.cone is not None and not self.cone.class_relevant(name):
                results.append(self.skip_class(name, node, via, frame, params))
                continue
            if name in self.class_scopes:
                resource = self.class_scopes[name].frame.resource
                if via == 'resource':
                    raise EvaluationError('Duplicate declaration: Class[%s] is already declared'
                                          '%s; cannot redeclare' % (class_title(name),
                                                                     _at(resource)), node.span)
                results.append(resource)
                continue
            chain = self._class_chain(name, node)
            for i, class_name in enumerate(chain):
                is_target = i == len(chain) - 1
                scope = self._declare_class(class_name, node, via if is_target else 'include',
                                            frame, params if is_target else None)
                declared.append(scope)
            results.append(self.class_scopes[name].frame.resource)
        for scope, values, span in declared:
            STACK.counters['classes evaluated'] += 1
            self.classes.append(scope.scope_name)   # Puppet lists classes as evaluated
            # Parameters are evaluated now, after the parent class's body has run.
            _check_values(scope, values, scope.frame.resource, span)
            given = [p for p, v in values if v is not _MISSING]
            for param in given + [p for p, v in values if v is _MISSING]:
                value = scope.binding_map()[param.name].value.resolve()
                if value is not None:
                    found = self.data_bound[scope.scope_name].get(param.name)
                    if found is not None:
                        scope.frame.resource.set(param.name, value, 'parameter', found.span,
                                                 via=found.describe())
                    elif param in given:
                        scope.frame.resource.set(param.name, value, 'parameter', span,
                                                 via='given')
                    else:
                        scope.frame.resource.set(param.name, value, 'parameter', param.span,
                                                 via='default')
            scope.resolve()
        return results

    def skip_class(self, name, node, via, frame, params):
        """Declare a class the key does not depend on without evaluating it: its
        Class resource exists (references to it hold); its body never runs."""
        cone = self.cone
        existing = self.lookup(resource_key('Class', class_title(name)))
        if via == 'resource' and (existing is not None or name in cone.skipped_closure()):
            cone.widen('class %s is declared with parameters after the cone skipped code '
                       'that declares it' % name, node)
        if existing is not None:
            return existing
        resource = Resource('Class', class_title(name), span=node.span if via == 'resource'
                            else None, kind='class' if via == 'resource' else 'unknown')
        for key, value in (params or {}).items():
            if key in METAPARAMS and value is not None:
                resource.set(key, value, 'metaparameter', node.span)
        self.add(resource)
        resource.compute_tags()
        self.index_tags(resource)
        self.classes.append(name)
        cone.skip_class(name)
        return resource

    def hidden_by_cone(self, type_name, title, node):
        """Called where something was not found: if code the cone skipped may
        have declared it, the answer is not known here, so widen."""
        if self.cone is not None and self.cone.skipped_may_declare(type_name, title):
            self.cone.widen('%s[%s] may be declared by code the cone skipped'
                            % (type_name, title), node)

    def _class_chain(self, name, node):
        """The class and its not yet evaluated ancestors, parent first."""
        chain = []
        current = name
        while current is not None and current not in self.class_scopes:
            if self.cone is not None and current in self.cone.skipped_closure():
                # Puppet evaluated it earlier, in the scope (defaults) and at
                # the time (variables) of the code the cone skipped
                self.cone.widen('class %s inherits from %s, which code the cone skipped '
                                'declares' % (name, current), node)
            definition = self.runtime.definition('class', current)
            if definition is None:
                raise EvaluationError("Could not find class ::%s" % current, node.span)
            if current in chain:
                raise EvaluationError('Circular inheritance detected for class %s' % current,
                                      definition.span)
            chain.append(current)
            current = definition.parent_name
        return list(reversed(chain))

    def _declare_class(self, name, node, via, frame, params):
        definition = self.runtime.definitions['class'][name]
        parent_scope = self.class_scopes.get(definition.parent_name) \
            if definition.parent_name else None
        resource = Resource('Class', class_title(name), span=node.span if via == 'resource'
                            else None, kind='class' if via == 'resource' else 'unknown')
        if not (frame.resource.type == 'Class' and frame.resource.title == 'main'):
            resource.extra_tags = [t for t in frame.resource.tags if t != 'class']
        for key, value in (params or {}).items():
            if key in METAPARAMS and value is not None:
                resource.set(key, value, 'metaparameter', node.span)
        self.add(resource)
        resource.compute_tags()
        self.index_tags(resource)
        # Automatic parameter lookup (Hiera): CLASS::PARAM for parameters not given.
        from ..data.binding import bind_class_parameters
        params, self.data_bound[name] = bind_class_parameters(self.runtime, name, definition,
                                                              params or {}, node.span)
        values = self.bind(definition, dict(params or {}), resource, node.span)
        scope = ClassScope(definition.span, bindings=[], body=definition.body.clone(),
                           scope_name=name)
        scope.attach(definition)
        dynamic = parent_scope.frame if parent_scope is not None else frame
        scope.frame = Frame(scope, resource, dynamic, name)
        # Variables: inherited class, else the node scope (if the node is being
        # evaluated), else top scope.
        scope.lexical_parent = parent_scope or self.node_scope
        self.class_scopes[name] = scope
        _bind_values(scope, values, self.module_names(definition, dynamic, values))
        return scope, values, node.span

    def _inherits_from(self, name, target):
        seen = set()
        while name and name not in seen:
            seen.add(name)
            if name == target:
                return True
            definition = self.runtime.definitions['class'].get(name)
            name = definition.parent_name if definition else None
        return False

    def bind(self, definition, args, resource, span):
        """Parameter values of a class or define instance, by the undef rules of the spec."""
        names = {p.name for p in definition.params}
        for key in args:
            if key not in names and key not in METAPARAMS:
                raise EvaluationError("%s: has no parameter named '%s'" % (resource.ref, key),
                                      span)
        values = []
        for param in definition.params:
            given = args.get(param.name, _MISSING)
            if given is None:
                given = _MISSING if param.default is not None else None
            if given is _MISSING and param.default is None:
                raise EvaluationError("%s: expects a value for parameter '%s'" % (
                    resource.ref, param.name), span)
            values.append((param, given))
        return values

    def qualified_variable(self, name, node):
        scope_name, _, var = name.rpartition('::')
        scope = self.class_scopes.get(scope_name.lower())
        if scope is None:
            self.hidden_by_cone('Class', scope_name.lower().lstrip(':'), node)
            self.runtime.warn("Could not look up qualified variable '$%s'; class %s has not "
                              "been evaluated" % (name, scope_name), node.span)
            return None
        while scope is not None:    # a class's variables include its parents'
            found = scope.lookup(var, node.span)
            if found is not None:
                return found
            scope = scope.lexical_parent if isinstance(scope, ClassScope) else None
        return None

    # -- defined types -------------------------------------------------------------
    def evaluate_define(self, resource):
        resource.evaluated = True
        definition = resource.definition
        if self.cone is not None and not self.cone.define_relevant(definition.name):
            self.cone.skipped_defines.add(definition.name)
            return
        STACK.counters['define instances evaluated'] += 1
        args = {k: s.value for k, s in resource.params.items()
                if k not in METAPARAMS and k != 'name'}   # $name is bound with $title
        values = self.bind(definition, args, resource, resource.span)
        scope = ClassScope(definition.span, bindings=[], body=definition.body.clone(),
                           scope_name=definition.name)
        scope.attach(definition)
        scope.frame = Frame(scope, resource, resource.scope)
        # Variables: local, then the node scope when the instance was declared
        # under the node (Puppet's enclosing global scope), else top scope.
        scope.lexical_parent = self._node_scope_above(resource.scope)
        title_bindings = [('title', resource.title), ('name', resource.get('name',
                                                                           resource.title))]
        _bind_values(scope, values, title_bindings + self.module_names(
            definition, resource.scope, values))
        _check_values(scope, values, resource, resource.span)
        for param, _ in values:
            if resource.get(param.name) is None:
                value = scope.binding_map()[param.name].value.resolve()
                if value is not None:
                    resource.set(param.name, value, 'parameter default', param.span)
        scope.resolve()

    def module_names(self, definition, caller, values):
        """$module_name: the module the class or define comes from;
        $caller_module_name: the module of the scope that declared it (for a
        subclass, its parent class). Unset outside modules, as in Puppet."""
        module_of = self.runtime.loader.module_of
        names = [('module_name', module_of(definition.span)),
                 ('caller_module_name', module_of(caller.scope.span) if caller else None)]
        taken = {param.name for param, _ in values}
        return [(k, v) for k, v in names if v is not None and k not in taken]

    def _node_scope_above(self, frame):
        node_scope = self.node_scope
        scope = frame.scope if frame is not None and node_scope is not None else None
        while scope is not None:
            if scope is node_scope:
                return scope
            scope = scope.parent_scope()
        return None

    # -- resources ---------------------------------------------------------------------
    def declare(self, node):
        """A resource expression: create its resources, return their references."""
        frame = self.frame_of(node)
        type_name = self.resource_type(node.type_name)
        local_defaults = {}
        created = []
        bodies = []
        for body in node.bodies:
            titles = flatten([body.title.resolve()])
            attrs = self.attributes(body.operations)
            if DEFAULT in titles:
                local_defaults.update(attrs)
                titles = [t for t in titles if t is not DEFAULT]
            bodies.append((body, titles, attrs))
        for body, titles, attrs in bodies:
            for title in titles:
                if not isinstance(title, str) or title == '':
                    raise EvaluationError('Resource title must be a non-empty String, got %s'
                                          % inspect(title), body.title.span)
                if type_name == 'class':
                    params = {k: _value(v) for k, (v, _, _) in
                              dict(local_defaults, **attrs).items()}
                    created.append(T.PClass(_class_name(title, body)))
                    self.include(title, body, via='resource', params=params, frame=frame)
                    self._locate_metaparams(_class_name(title, body), attrs)
                    continue
                # Every body's resources carry the expression's line, as in Puppet.
                resource = self.create(type_name, title, node, attrs, local_defaults, frame,
                                       node.form)
                created.append(T.PResource(resource.type, resource.title))
        return created

    def _locate_metaparams(self, name, attrs):
        """A class's metaparameters carry their attribute's line (Puppet reports a
        missing `require` target there)."""
        resource = self.lookup(resource_key('Class', class_title(name)))
        for key, (_, _, span) in attrs.items():
            setting = resource.params.get(key) if resource is not None else None
            if key in METAPARAMS and setting is not None and setting.origin == 'metaparameter':
                setting.span = span

    def resource_type(self, type_node):
        if isinstance(type_node, BareWord):
            name = type_node.value.lower().lstrip(':')
        else:
            value = type_node.resolve()
            if isinstance(value, T.PClass):
                return 'class'
            if not isinstance(value, T.PResource) or value.type_name is None:
                raise EvaluationError('%s is not a resource type' % to_s(value), type_node.span)
            name = value.type_name.lower()
        if name == 'class':
            return name
        if self.runtime.definition('define', name) is None and \
                self.custom_or_builtin(name, type_node) is None:
            raise EvaluationError('Resource type not found: %s' % T.capitalize_type_name(name),
                                  type_node.span)
        return name

    def custom_or_builtin(self, name, node):
        """The Ruby resource type of that name; an unreadable custom type's error
        says which statement needed it."""
        try:
            return self.runtime.resource_type(name)
        except RubyReadError as exc:
            exc.notes.append('needed by the resource expression at %s' % node.span.location())
            raise

    def attributes(self, operations, eager=False):
        """name -> (value, op, span); in a lazy compile, values that nothing in the
        catalog's structure needs stay Deferred."""
        attrs = {}
        for op in operations:
            if self.lazy and not eager and op.name not in ('*', 'tag') and deferrable(op.value):
                attrs[op.name] = self.deferred_value(op.name, op, attrs)
                continue
            value = op.value.resolve()
            if op.name == '*':
                if not isinstance(value, dict):
                    raise EvaluationError("'* =>' expects a Hash of attributes, got %s"
                                          % inspect(value), op.value.span)
                for key, item in value.items():
                    if key in attrs:
                        raise EvaluationError("The attribute '%s' has already been set" % key,
                                              op.span)
                    attrs[key] = (item, '=>', op.span)
                continue
            if op.name in attrs:
                raise EvaluationError("The attribute '%s' has already been set" % op.name,
                                      op.span)
            attrs[op.name] = (value, op.op, op.span)
        return attrs

    def deferred_value(self, name, op, attrs):
        if name in attrs:
            raise EvaluationError("The attribute '%s' has already been set" % name, op.span)
        return (Deferred(op.value), op.op, op.span)

    def create(self, type_name, title, expression, attrs, local_defaults, frame, form):
        kind = 'defined_type' if type_name in self.runtime.definitions['define'] else \
            'compilable_type'
        resource = Resource(T.capitalize_type_name(type_name), title, span=expression.span,
                            kind=kind)
        resource.virtual = form in ('virtual', 'exported')
        resource.exported = form == 'exported'
        resource.scope = frame
        resource.container = frame.resource
        valid = None
        if kind != 'defined_type':
            resource.rtype = self.runtime.resource_type(type_name)
            valid = resource.rtype.attributes if resource.rtype is not None else None
        if kind == 'defined_type':
            definition = self.runtime.definitions['define'][type_name]
            resource.definition = definition
            valid = {p.name for p in definition.params} | METAPARAMS | {'name'}
        self._set_attributes(resource, kind, attrs, local_defaults, valid)
        self.apply_defaults(resource, frame, valid)
        resource.compute_tags()
        self.add(resource)
        if kind == 'defined_type':
            self.pending_defines.append(resource)
        return resource

    def declare_stubs(self, node):
        """Skimmed top-level statements (syntax/skim.py): each is registered by its
        key; its Resource is created when looked up (or when the whole catalog is
        needed), its statement parsed when its parameters are first needed, its tags
        when something looks at tags."""
        frame = self.frame_of(node)
        created = []
        for stub in node.stubs:
            type_key = stub.type_name
            key = (type_key, stub.title)
            rtype = builtin_type(type_key)
            alias = title_alias(rtype, stub.title) if rtype is not None and stub.title \
                else None
            if type_key not in CORE_TYPES or not stub.title or key in self.index or \
                    key in self.stubs or self.visible_defaults(frame, type_key) or \
                    alias in self.index or alias in self.stubs or \
                    needs_early_parse(rtype, node.span.source.text[stub.start:stub.end]):
                # defines, defaults to apply now, or the duplicate error: parse it now
                created.extend(self.declare(node.parsed(stub)))
                continue
            if alias is not None:
                self.stubs[alias] = stub      # found by its title's alias too
            stub.node = node
            stub.frame = frame
            stub.position = len(self._resources)
            self._resources.append(stub)
            self.stubs[key] = stub
            created.append(stub)
        return _StubReferences(created)

    def stub_resource(self, key):
        """Create the Resource of a skimmed statement registered under key."""
        stub = self.stubs.pop(key, None) if self.stubs else None
        if stub is None:
            return None
        key = (stub.type_name, stub.title)
        self.stubs.pop(key, None)
        alias = title_alias(builtin_type(stub.type_name), stub.title)
        if alias is not None:
            self.stubs.pop(alias, None)
        frame = stub.frame
        # No span yet: the parsed statement gives it (and the catalog's line).
        resource = Resource(T.capitalize_type_name(stub.type_name), stub.title,
                            kind='compilable_type')
        resource.rtype = builtin_type(stub.type_name)
        if stub.form:
            resource.virtual = True
            resource.exported = stub.form == '@@'
        resource.scope = frame
        resource.container = frame.resource
        resource.stub = (stub.node, stub)
        resource.tags = None
        resource.order = stub.position
        self._resources[stub.position] = resource
        self.index[key] = resource
        if alias is not None:
            self.index[alias] = resource
        self.untagged.append(resource)
        return resource

    def create_all_stubs(self):
        """Create every skimmed resource and rebuild the type and tag indexes in
        resource order (done before any collector looks: collectors keep cursors)."""
        for stub in sorted(self.stubs.values(), key=lambda s: s.position):
            self.stub_resource((stub.type_name, stub.title))
        self.by_type = {}
        self.by_tag = {}
        self.untagged = []
        for resource in self._resources:
            self.by_type.setdefault(resource.key[0], []).append(resource)
            if resource.tags is None:
                resource.compute_tags()
            resource._indexed_tags = None
            self.index_tags(resource)

    def flush_stub_tags(self):
        """Tags of skimmed resources, computed and indexed when first looked at."""
        if self.stubs:
            self.create_all_stubs()
        pending, self.untagged = self.untagged, []
        for resource in pending:
            if resource.tags is None:
                resource.compute_tags()
                self.index_tags(resource)

    def visible_defaults(self, frame, type_key):
        while frame is not None:
            if frame.defaults.get(type_key):
                return True
            frame = frame.dynamic_parent
        return False

    def fill_stub(self, resource, stub):
        """Parse a skimmed statement and set the parameters it declares."""
        node, stub = stub
        expression = node.parsed(stub)
        body = expression.bodies[0]
        resource.span = expression.span
        self._set_attributes(resource, 'compilable_type', self.attributes(body.operations), {},
                             attribute_names(stub.type_name))

    def _set_attributes(self, resource, kind, attrs, local_defaults, valid):
        for name, (value, _op, span) in list(attrs.items()) + [
                (k, v) for k, v in local_defaults.items() if k not in attrs]:
            if valid is not None and name not in valid:
                # Puppet names the resource's line, not the attribute's
                raise EvaluationError("no parameter named '%s' on %s" % (name, resource.ref),
                                      resource.span or span)
            if kind == 'defined_type':
                value = _value(value)   # its parameters bind when its body is evaluated
            elif value is None:
                continue   # undef acts as not set (kept for a define: it binds undef)
            origin = 'declared' if name in attrs else 'local default'
            # A Deferred that turns out undef lets the resource default show.
            resource.set(name, value, origin, span, fallthrough=kind != 'defined_type')

    def apply_defaults(self, resource, frame, valid):
        type_key = resource.type.lower()
        seen = set()
        path = []
        while frame is not None:
            path.append(frame.resource.ref)
            defaults = frame.defaults.get(type_key)
            if defaults:
                for name, setting in defaults.items():
                    if name in seen:
                        continue
                    declared = resource.params.get(name)
                    if declared is not None and not (declared.fallthrough and
                                                     not declared.resolved):
                        continue
                    seen.add(name)
                    if not isinstance(setting.raw, Deferred) or (
                            valid is not None and name not in valid):
                        if setting.value is None:
                            continue
                    if valid is not None and name not in valid:
                        raise EvaluationError("no parameter named '%s' on %s" % (
                            name, resource.ref), setting.span)
                    resource.set_under(name, setting.raw, 'resource default', setting.span,
                                       via=_scope_path(path))
            frame = frame.dynamic_parent

    def declare_defaults(self, node):
        frame = self.frame_of(node)
        type_value = node.type_name.resolve()
        if not isinstance(type_value, T.PResource) or type_value.type_name is None:
            raise EvaluationError('%s is not a resource type' % to_s(type_value),
                                  node.type_name.span)
        type_key = type_value.type_name.lower()
        current = frame.defaults.setdefault(type_key, {})
        for name, (value, op, span) in self.attributes(node.operations).items():
            if name in current:
                raise EvaluationError("The default for %s attribute '%s' is already set in "
                                      "this scope" % (type_value.type_name, name), span)
            if op == '+>':
                outer = self.visible_default(frame.dynamic_parent, type_key, name)
                if outer is not None:
                    value = _appended(outer, value)
            current[name] = Setting(value, 'resource default', span)
        return None

    def visible_default(self, frame, type_key, name):
        while frame is not None:
            setting = frame.defaults.get(type_key, {}).get(name)
            if setting is not None:
                return setting
            frame = frame.dynamic_parent
        return None

    # -- overrides ------------------------------------------------------------------------
    def override(self, node):
        frame = self.frame_of(node)
        refs = self.references(node.target.resolve(), node.target)
        operations = self.attributes(node.operations)
        for ref in refs:
            resource = self.find(ref)
            if resource is None:
                self.overrides.append((node, frame, [ref], operations))
            else:
                self.apply_override(node, frame, resource, operations)
        return None

    def apply_override(self, node, frame, resource, operations, collector=False):
        allowed = collector or self._may_override(frame, resource)
        origin = 'collector override' if collector else 'override'
        via = ('collector at %s' % node.span.location()) if collector else \
            'from %s' % frame.resource.ref
        for name, (value, op, span) in operations.items():
            existing = resource.params.get(name)
            if existing is not None and existing.fallthrough and not existing.resolved \
                    and existing.value is None:
                existing = None   # a declared undef: the parameter is not set
            if not allowed and (existing is not None or self.strict):
                raise EvaluationError('Only subclasses can override parameters', span)
            if existing is not None and not collector and existing.origin != \
                    'resource default' and not self._strict_subclass(frame, resource):
                # Puppet: only a subclass may change a set parameter (a same-scope
                # resource default excepted)
                raise EvaluationError("Parameter '%s' is already set on %s by %s%s; cannot "
                                      "redefine" % (name, resource.ref, _source(resource),
                                                    _span_at(existing.span)), span)
            if op == '+>' and existing is not None:
                resource.set(name, value, origin, span, combine='append', via=via)
                continue
            if not isinstance(value, Deferred) and value is None:
                resource.params.pop(name, None)
                continue
            # A Deferred undef removes the parameter when it is resolved.
            resource.set(name, value, origin, span, via=via)
        if collector:
            # Puppet makes the override a resource of the collector's scope, with
            # the defaults visible there now; they fill what is not set (Parser::
            # Resource#override_parameter ignores a default for a set parameter).
            valid = resource.rtype.attributes if resource.rtype is not None else None
            if resource.definition is not None:
                valid = {p.name for p in resource.definition.params} | METAPARAMS | {'name'}
            self.apply_defaults(resource, frame, valid)
        if 'tag' in operations:
            self.flush_stub_tags()
            resource.compute_tags()
            self.index_tags(resource)

    def _strict_subclass(self, frame, resource):
        source = resource.scope
        name = frame.class_name
        target = source.class_name if source is not None else None
        return bool(name and target and name != target and self._inherits_from(name, target))

    def _may_override(self, frame, resource):
        source = resource.scope
        if source is None or frame is source:
            return True
        name = frame.class_name
        target = source.class_name
        return bool(name and target and self._inherits_from(name, target))

    # -- references and relationships --------------------------------------------------------
    def references(self, value, node):
        """(type, title) pairs from references, strings and arrays of them."""
        out = []
        for item in flatten([value]):
            if isinstance(item, T.PClass) and item.title is not None:
                out.append(('Class', class_title(item.title)))
            elif isinstance(item, T.PResource) and item.title is not None:
                out.append((item.type_name, item.title))
            elif isinstance(item, str):
                m = REF_STRING.match(item)
                if m and m.group(1)[:1].isupper():
                    type_name = T.capitalize_type_name(m.group(1))
                    title = m.group(2).strip('\'"')
                    out.append((type_name, class_title(title.lower()) if type_name == 'Class'
                                else title))
                elif re.match(r'\A(?:::)?[a-z]\w*(?:::[a-z]\w*)*\Z', item) and not self.strict:
                    # The spec's shorthand for Class[name]; Puppet 7 rejects it.
                    out.append(('Class', class_title(item.lower().lstrip(':'))))
                else:
                    raise EvaluationError('The expression <%s> is not a valid type '
                                          'specification.' % item, node.span)
            else:
                raise EvaluationError('%s is not a resource reference' % inspect(item),
                                      node.span)
        return out

    def relationship(self, node):
        left = self.operand(node.left)
        right = self.operand(node.right)
        if isinstance(left, Collected):
            left.fallback = self.chain_fallback(node.left)
        self.relationships.append((node, left, right, node.op))
        if isinstance(right, Collected):
            return []
        return [T.PClass(t.lower()) if ty == 'Class' else T.PResource(ty, t) for ty, t in right]

    def chain_fallback(self, node):
        """For `a -> Coll <| |> -> c`: what stands left of a collector in a chain."""
        if isinstance(node, Relationship):
            return node.left
        return None

    def operand_value(self, node):
        """An operand already evaluated by its relationship (no new edges)."""
        if isinstance(node, Relationship):
            return self.operand_value(node.right)
        if isinstance(node, Collector):
            return Collected(node)
        return self.references(node.resolve(), node)

    def operand(self, node):
        if isinstance(node, Relationship):
            self.relationship(node)
            return self.operand_value(node.right)
        if isinstance(node, Collector):
            node.resolve()
            return Collected(node)
        return self.references(node.resolve(), node)

    def endpoints(self, operand, node):
        if isinstance(operand, Collected):
            if self.cone is not None and (self.cone.skipped_classes or self.cone.skipped_defines):
                self.cone.widen('a relationship with a collector may reach skipped code', node)
            matched = list(operand.collector_state().matched)
            if not matched and operand.fallback is not None:
                # Puppet closes the gap: the nearest non-empty set to the left is used.
                return self.endpoints(self.operand_value(operand.fallback), node)
            return matched
        out = []
        for ref in operand:
            resource = self.find(ref)
            if resource is None:
                self.hidden_by_cone(ref[0], ref[1], node)
                raise EvaluationError("Could not find resource '%s[%s]' for relationship"
                                      % ref, node.span)
            out.append(resource)
        return out

    def apply_relationship(self, node, lefts, rights, op):
        if op in ('<-', '<~'):
            lefts, rights = rights, lefts
        param = 'before' if op in ('->', '<-') else 'notify'
        for source in _unique(lefts):
            for target in _unique(rights):
                source.append(param, target.ref, 'relationship', node.span)

    # -- collectors -------------------------------------------------------------------------
    def collect(self, node):
        state = CollectorState(self, node, self.frame_of(node))
        node.state = state
        self.collectors.append(state)
        return None

    def realize(self, node, refs):
        for ref in refs:
            resource = self.find(ref)
            if resource is not None:
                resource.virtual = False
                if resource.exported:
                    resource.collected = True
        self.realizations.append((node, refs))


class _StubReferences(list):
    """What a run of skimmed statements evaluates to: their references, made
    only if someone reads the value (nobody does for a plain statement)."""

    def __init__(self, items):
        list.__init__(self, items)
        self._made = False

    def __getitem__(self, i):
        self._make()
        return list.__getitem__(self, i)

    def __iter__(self):
        self._make()
        return list.__iter__(self)

    def _make(self):
        if not self._made:
            self._made = True
            for i, item in enumerate(list.__iter__(self)):
                if not isinstance(item, (T.PResource, T.PClass)):
                    list.__setitem__(self, i, T.PResource(T.capitalize_type_name(
                        item.type_name), item.title))


class Collected:
    """A collector used as a relationship operand: its matches, known at finish."""

    def __init__(self, node):
        self.node = node
        self.fallback = None

    def collector_state(self):
        return self.node.state


class CollectorState:
    def __init__(self, compiler, node, frame):
        self.compiler = compiler
        self.node = node
        self.frame = frame
        self.type = node.type_name.resolve()
        if not isinstance(self.type, T.PResource) or self.type.type_name is None:
            raise EvaluationError('%s is not a resource type' % to_s(self.type),
                                  node.type_name.span)
        self.type_key = self.type.type_name.lower()
        self.matched = []
        self.seen = set()
        self.cursor = 0
        self.operations = compiler.attributes(node.operations) if node.operations else {}

    def collect(self):
        if self.node.exported:
            # Puppet 7 without a configured store (PuppetDB) collects no exported
            # resources, not even this compile's: an agent never gets them.
            return False
        progress = False
        candidates, indexed = self.candidates()
        start = self.cursor if indexed else 0
        if indexed:
            self.cursor = len(candidates)
        for resource in candidates[start:]:
            if id(resource) in self.seen:
                continue
            if self.node.query is not None and not query_match(self.node.query, resource):
                continue
            self.seen.add(id(resource))
            self.matched.append(resource)
            if resource.virtual:
                resource.virtual = False
                if resource.exported:
                    resource.collected = True
                progress = True
            if self.operations:
                self.compiler.apply_override(self.node, self.frame, resource, self.operations,
                                             collector=True)
        return progress

    def candidates(self):
        """The narrowest index list that holds every resource the query can match,
        and whether it is an index list that only grows (then a cursor applies)."""
        key = _index_key(self.node.query)
        compiler = self.compiler
        compiler.flush_stub_tags()
        if key is not None:
            attribute, value = key
            if attribute == 'tag':
                return compiler.by_tag.setdefault((self.type_key, value), []), True
            resource = compiler.lookup((self.type_key, value))
            return ([resource] if resource is not None else []), False
        return compiler.by_type.setdefault(self.type_key, []), True


def _index_key(query):
    """('tag', value) or ('title', value) if the query requires that equality."""
    from ..nodes.catalog import QueryCompare, QueryLogic
    if isinstance(query, QueryCompare) and query.op == '==' and \
            query.attribute in ('tag', 'title'):
        value = query.value.resolve()
        if isinstance(value, str):
            return query.attribute, value.lower() if query.attribute == 'tag' else value
        return None
    if isinstance(query, QueryLogic) and query.op == 'and':
        return _index_key(query.left) or _index_key(query.right)
    return None


def query_match(query, resource):
    from ..nodes.catalog import QueryLogic
    if isinstance(query, QueryLogic):
        if query.op == 'and':
            return query_match(query.left, resource) and query_match(query.right, resource)
        return query_match(query.left, resource) or query_match(query.right, resource)
    expected = query.value.resolve()
    name = query.attribute
    if name == 'title':
        actual = resource.title
    elif name == 'tag':
        actual = resource.tags
    else:
        actual = resource.get(name)
    if isinstance(actual, list):
        found = any(equal(a, expected) for a in actual)
    else:
        found = actual is not None and equal(actual, expected)
    return found if query.op == '==' else not found


# -- helpers -------------------------------------------------------------------------------

def deferrable(node):
    """May this attribute value wait until someone asks for it?

    Not if resolving it later could give another result or another catalog:
    catalog functions, user-defined functions (they may declare anything),
    assignments, nested catalog expressions, variables of other classes.
    """
    from ..functions.registry import BUILTINS, ORDER_DEPENDENT
    from ..nodes.access import Variable
    from ..nodes.calls import Call
    from ..nodes.catalog import CatalogExpression
    from ..nodes.scope import Assignment
    for child in node.walk():
        if isinstance(child, Call):
            if child.name in ORDER_DEPENDENT or child.name not in BUILTINS:
                return False
        elif isinstance(child, (Assignment, CatalogExpression)):
            return False
        elif isinstance(child, Variable) and '::' in child.name.lstrip(':'):
            return False
    return True


def _value(value):
    return value.get() if isinstance(value, Deferred) else value


def _appended(outer, value):
    """``+>`` on a resource default: the outer default's values, then these."""
    if isinstance(value, Deferred) or isinstance(outer.raw, Deferred):
        return Deferred(compute=lambda: flatten([outer.value, _value(value)]))
    return flatten([outer.value, value])


def _scope_path(refs):
    """Where a resource default was found, and the dynamic scopes that led there."""
    if len(refs) == 1:
        return 'in %s' % refs[0]
    return 'in %s, reached through %s' % (refs[-1], ' -> '.join(refs))


_MISSING = object()


def _bind_values(scope, values, extra=()):
    from ..nodes.data import Boxed
    for name, value in extra:
        scope.bind(name, Boxed(None, value=value))
    for param, given in values:
        node = param.default.clone() if given is _MISSING else Boxed(param.span, value=given)
        scope.bind(param.name, node, param.span)


def _check_values(scope, values, resource, span):
    """Parameter values against their types, as Puppet reports a mismatch."""
    for param, given in values:
        expected = param.type_value()
        if expected is not None:
            value = scope.binding_map()[param.name].value.resolve()
            if not expected.instance(value):
                raise EvaluationError("%s: parameter '%s' expects %s value, got %s" % (
                    resource.ref, param.name, _a(expected),
                    str(T.generalize(T.infer(value))).split('[')[0]), span)


def _a(t):
    text = str(t)
    return ('an ' if text[:1] in 'AEIOU' else 'a ') + text


def _class_name(name, node):
    if isinstance(name, T.PClass):
        name = name.title
    if not isinstance(name, str) or not name:
        raise EvaluationError('a class name must be a non-empty String, got %s' % inspect(name),
                              node.span)
    return name.lower().lstrip(':')


def _unique(resources):
    seen = set()
    return [r for r in resources if not (id(r) in seen or seen.add(id(r)))]


def _source(resource):
    container = resource.container
    return container.ref if container is not None else 'Class[main]'


def _span_at(span):
    return '' if span is None else ' at (file: %s, line: %d)' % (span.filename, span.line)


def _at(resource):
    if resource.stub is not None:
        resource.params          # a skimmed resource: parse it for its location
    span = resource.span
    if span is None:
        return ''
    return ' at (file: %s, line: %d)' % (span.filename, span.line)

