"""Classes and defined types: declaring, binding parameters, evaluating bodies
(and, for one key, skipping those it does not need: catalog/cone.py)."""
from ..data.binding import bind_class_parameters
from ..errors import EvaluationError, LazygraphError
from ..nodes.base import current_stack
from .resource import METAPARAMS, Resource, class_title, resource_key
from .helpers import ClassScope, Frame, _ABSENT, _MISSING, _at, _bind_values, _check_values, _class_name


class Classes:
    """A part of the Compiler (catalog/compiler.py)."""

    def include(self, name, node, via='include', params=None, frame=None, arguments=None):
        """Evaluate a class once (class {}, create_resources('class', ...))."""
        self.include_names([name], node, via, params, frame, arguments)

    def include_all(self, names, node):
        """include_names, then the classes' Class resources (contain and require
        use them; a skipped class's is made now)."""
        return [self.lookup(resource_key('Class', name))
                for name in self.include_names(names, node)]

    def include_names(self, names, node, via='include', params=None, frame=None,
                      arguments=None):
        """Puppet declares every named class (parents first) in the catalog, then
        evaluates their bodies in that order. arguments: name -> (span, expression)
        of each parameter given (class { 'x': p => ... }). Returns the class
        names (what `include` returns), not their resources: a class the cone
        skips gets its Class resource only when something looks it up."""
        frame = frame or self.frame_of(node)
        cone = self.cone
        declared = []
        results = []
        for raw in names:
            name = _class_name(raw, node)
            results.append(name)
            if cone is not None and not cone.class_relevant(name):
                self.skip_class(name, node, via, frame, params)
                continue
            if name in self.class_scopes:
                if via == 'resource':
                    resource = self.class_scopes[name].frame.resource
                    raise EvaluationError(
                        'Duplicate declaration: Class[%s] is already declared%s; cannot '
                        'redeclare' % (class_title(name), _at(resource)), node.span)
                continue
            chain = self._class_chain(name, node)
            for i, class_name in enumerate(chain):
                is_target = i == len(chain) - 1
                scope = self._declare_class(class_name, node, via if is_target else 'include',
                                            frame, params if is_target else None,
                                            arguments if is_target else None)
                declared.append(scope)
        for scope, values, span in declared:
            current_stack().counters['classes evaluated'] += 1
            self.add_class_name(scope.scope_name)   # Puppet lists classes as evaluated
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
                    elif param in given:       # located at the argument that gave it
                        scope.frame.resource.set(param.name, value, 'parameter',
                                                 scope.binding_map()[param.name].value.span,
                                                 via='given')
                    else:
                        scope.frame.resource.set(param.name, value, 'parameter', param.span,
                                                 via='default')
            scope.resolve()
        return results

    def skip_class(self, name, node, via, frame, params):
        """Declare a class the key does not depend on without evaluating it: its
        Class resource exists (references to it hold); its body never runs.
        Declared without parameters (include and the like: nothing about it
        can fail), its resource is made only if something looks it up (most
        never are): a SkippedClass holds its place in the catalog until then."""
        cone = self.cone
        key = ('class', name)       # resource_key('Class', name): the name is lower case
        declared = key in self.index or key in self.stubs
        if via == 'resource' and (declared or name in cone.skipped_closure()):
            cone.widen('class %s is declared with parameters after the cone skipped code '
                       'that declares it' % name, node)
        if declared:
            return
        if params:
            self._class_resource(name, node, via, frame, params)
        else:
            stub = SkippedClass(name, node, via, frame.resource, len(self._resources))
            self._resources.append(stub)
            self.stubs[key] = stub
        cone.skip_class(name)     # (a cone compile keeps no class list: add_class_name)

    def skipped_class_resource(self, stub):
        """The Class resource of a SkippedClass, as _class_resource would have
        made it (table.stub_resource computes its tags)."""
        return self._new_class_resource(stub.name, stub.node, stub.via, stub.declarer,
                                        stub.declarer_tags, None)

    def _class_resource(self, name, node, via, frame, params):
        """Add the Class resource of a class being declared (evaluated or not)."""
        resource = self._new_class_resource(name, node, via, frame.resource,
                                            frame.resource.tags, params)
        resource.compute_tags()     # before add(), which indexes them (never a duplicate here)
        self.add(resource)
        if self.cone is None:       # (a cone compile keeps no catalog tags)
            self.note_catalog_tags(['class', name])   # Puppet merges the new resource's tags
        return resource

    @staticmethod
    def _new_class_resource(name, node, via, declarer, declarer_tags, params):
        """declarer: the resource whose code declares the class; declarer_tags:
        its tags then (a tag() after that makes it a new list)."""
        resource = Resource('Class', class_title(name), span=node.span if via == 'resource'
                            else None, kind='class' if via == 'resource' else 'unknown')
        if not (declarer.type == 'Class' and declarer.title == 'main'):
            # the declaring resource's tags, shared, not copied ('class' is there
            # already: compute_tags keeps the first of each)
            resource.extra_tags = declarer_tags
        for key, value in (params or {}).items():
            if key in METAPARAMS and value is not None:
                resource.set(key, value, 'metaparameter', node.span)
        return resource

    def add_class_name(self, name):
        """Puppet's compiler.add_class: the class joins catalog.classes and its
        name (and segments) catalog.tags, at this point of the evaluation. A
        cone compile keeps no record: whatever reads it widens (catalog_view)."""
        if self.cone is not None:
            return
        self.classes.append(name)
        self.class_clock.append(self.runtime.tick())
        self.note_catalog_tags([name])

    def note_catalog_tags(self, tags):
        if self.cone is not None:
            return        # as add_class_name
        for tag in tags:
            tag = tag.lower()
            for part in [tag] + (tag.split('::') if '::' in tag else []):
                if part not in self.catalog_tagset:
                    self.catalog_tagset[part] = self.runtime.tick()

    def catalog_view(self):
        """(classes, tags) of the catalog as a value computed now sees them: for
        a deferred attribute value, as they were when it was declared."""
        limit = self.runtime.view_clock
        if self.cone is not None:
            self.cone.widen('a template reads the catalog\'s classes or tags')
        classes = [c for c, at in zip(self.classes, self.class_clock) if limit is None or at < limit]
        tags = [t for t, at in self.catalog_tagset.items() if limit is None or at < limit]
        return classes, tags

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
        child = None        # the definition that inherits from ``current``
        while current is not None and current not in self.class_scopes:
            if self.cone is not None and current in self.cone.skipped_closure():
                # Puppet evaluated it earlier, in the scope (defaults) and at
                # the time (variables) of the code the cone skipped
                self.cone.widen('class %s inherits from %s, which code the cone skipped '
                                'declares' % (name, current), node)
            definition = self.runtime.definition('class', current)
            if definition is None and child is not None:
                # Puppet's words, on the line of the class that inherits
                raise EvaluationError("Could not find parent resource type '::%s' of type "
                                      "hostclass in production" % current, child.span)
            if definition is None:
                raise EvaluationError("Could not find class ::%s" % current, node.span)
            if current in chain:
                raise EvaluationError('Circular inheritance detected for class %s' % current,
                                      definition.span)
            chain.append(current)
            child = definition
            current = definition.parent_name
        return list(reversed(chain))

    def _declare_class(self, name, node, via, frame, params, arguments=None):
        definition = self.runtime.definitions['class'][name]
        parent_scope = self.class_scopes.get(definition.parent_name) \
            if definition.parent_name else None
        resource = self._class_resource(name, node, via, frame, params)
        dynamic = parent_scope.frame if parent_scope is not None else frame
        # Automatic parameter lookup (Hiera): CLASS::PARAM for parameters not given;
        # the data sees the class's $module_name and $caller_module_name, as in Puppet.
        module_names = self.module_names(definition, dynamic, [])
        params, self.data_bound[name] = bind_class_parameters(
            self.runtime, name, definition, params or {}, node.span,
            dict(module_names), caller=node)
        values = self.bind(definition, dict(params or {}), resource, node.span)
        scope = ClassScope(definition.span, bindings=[], body=definition.fresh_body(),
                           scope_name=name)
        scope.attach(definition)
        scope.plan_owner = definition
        scope.frame = Frame(scope, resource, dynamic, name)
        self.scopes.append(scope)
        # Variables: inherited class, else the node scope (if the node is being
        # evaluated), else top scope.
        scope.lexical_parent = parent_scope or self.node_scope
        self.class_scopes[name] = scope
        # A class's $title and $name are its name (as Puppet sets them).
        taken = {param.name for param, _ in values}
        names = [(k, name) for k in ('title', 'name') if k not in taken]
        names += [(k, v) for k, v in module_names if k not in taken]   # unless parameters
        _bind_values(scope, values, names, arguments)
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
        names = {p.name for p in definition.params} if args else ()
        for key in args:
            if key not in names and key not in METAPARAMS:
                self.problem(EvaluationError("%s: has no parameter named '%s'" % (
                    resource.ref, key), span), (resource.ref, key))
        values = []
        for param in definition.params:
            given = args.get(param.name, _MISSING)
            if given is None:
                given = _MISSING if param.default is not None else None
            if given is _MISSING and param.default is None:
                if self.problems is None:   # a compile reports it with the type checks
                    given = _ABSENT
                else:
                    self.problem(EvaluationError("%s: expects a value for parameter '%s'" % (
                        resource.ref, param.name), span), (resource.ref, param.name))
                    given = None
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

    def evaluate_define(self, resource):
        resource.evaluated = True
        definition = resource.definition
        if self.cone is not None and not self.cone.define_relevant(definition.name):
            self.cone.skip_define(definition.name)
            return
        current_stack().counters['define instances evaluated'] += 1
        try:
            self._evaluate_define_body(resource, definition)
        except LazygraphError as exc:
            # Puppet names the instance too: "... (file: F, line: 5)".
            if resource.span is not None and exc.span is not None:
                exc.notes.append('in %s declared at %s' % (resource.ref, resource.span.location()))
            raise

    def _evaluate_define_body(self, resource, definition):
        args = {k: s.value for k, s in resource.params.items()
                if k not in METAPARAMS and k != 'name'}   # $name is bound with $title
        values = self.bind(definition, args, resource, resource.span)
        scope = ClassScope(definition.span, bindings=[], body=definition.fresh_body(),
                           scope_name=definition.name)
        scope.attach(definition)
        scope.plan_owner = definition
        scope.frame = Frame(scope, resource, resource.scope)
        self.scopes.append(scope)
        # Variables: local, then the node scope when the instance was declared
        # under the node (Puppet's enclosing global scope), else top scope.
        scope.lexical_parent = self._node_scope_above(resource.scope)
        title_bindings = [('title', resource.title), ('name', resource.get('name',
                                                                           resource.title))]
        _bind_values(scope, values, title_bindings + self.module_names(
            definition, resource.scope, values), _given_arguments(resource))
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


class SkippedClass:
    """The place in the catalog of the Class resource of a class the cone
    skipped, until something looks it up (table.stub_resource)."""
    __slots__ = ('name', 'node', 'via', 'declarer', 'declarer_tags', 'position')
    form = ''           # as a skimmed statement's (catalog/lazy.py keys)
    type_name = 'class'

    def __init__(self, name, node, via, declarer, position):
        self.name, self.node, self.via = name, node, via
        self.declarer, self.declarer_tags = declarer, declarer.tags   # (as of now)
        self.position = position

    @property
    def title(self):
        return class_title(self.name)


def _given_arguments(resource):
    """name -> (span, expression) of the attributes a define instance was
    declared with, for the parameters whose value is still the declared one."""
    arguments = resource.arguments or {}
    return {name: arguments[name] for name, setting in resource.params.items()
            if name in arguments and setting.origin in ('declared', 'local default')}
