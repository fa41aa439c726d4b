"""Resource expressions: types, titles, attributes (deferred in a lazy compile)."""
from ..errors import EvaluationError, RubyReadError
from ..nodes.access import Variable
from ..nodes.data import BareWord
from ..types.resource_type import ResourceType
from ..values import types as T
from ..values.core import DEFAULT, flatten, inspect, to_s
from .resource import (METAPARAMS, Deferred, Resource, check_attribute_value, class_title,
                       resource_key)
from .helpers import _class_name, _value, deferrable


class Declarations:
    """A part of the Compiler (catalog/compiler.py)."""

    def declare(self, node):
        """A resource expression: create its resources, return their references."""
        frame = self.frame_of(node)
        type_name = self.resource_type_name(node.type_name)
        local_defaults = {}
        created = []
        bodies = []
        default_bodies = []     # `default:` bodies: their attributes apply to the others
        seen = set()
        # As Puppet: each body's titles (checked), then its attributes; the type
        # must be known only when the resources are created.
        for body in node.bodies:
            titles = self.titles(body, seen)
            attrs = self.attributes(body.operations)
            if DEFAULT in titles:
                default_bodies.append(body)
                local_defaults.update(attrs)
                titles = [t for t in titles if t is not DEFAULT]
            bodies.append((body, titles, attrs))
        rtype = self.require_known_type(type_name, node.type_name)
        default_arguments = _arguments(default_bodies) if default_bodies else {}
        for body, titles, attrs in bodies:
            for title in titles:
                if type_name == 'class':
                    params = {k: _value(v) for k, (v, _, _) in
                              dict(local_defaults, **attrs).items()}
                    created.append(T.PClass(_class_name(title, body)))
                    self.include(title, body, via='resource', params=params, frame=frame,
                                 arguments=dict(default_arguments, **_arguments([body])))
                    self._locate_metaparams(_class_name(title, body), attrs)
                    continue
                # Every body's resources carry the expression's line, as in Puppet.
                resource = self.create(type_name, title, node, attrs, local_defaults, frame,
                                       node.form, rtype=rtype)
                if resource.kind == 'defined_type':     # --explain follows its arguments
                    resource.arguments = dict(default_arguments, **_arguments([body]))
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

    def resource_type_name(self, type_node):
        """The lowercase type name a resource expression declares ('class' for classes)."""
        if isinstance(type_node, BareWord):
            return type_node.value.lower().lstrip(':')
        value = type_node.resolve()
        if isinstance(type_node, Variable):
            # whatever it holds, even a type: Puppet 7.23's words
            actual = T.generalize(T.infer(value))
            raise EvaluationError('Illegal Resource Type expression, expected result to be a '
                                  'type name, or untitled Resource, got %s'
                                  % (actual if isinstance(actual, T.PTypeType)
                                     else str(actual).split('[')[0]), type_node.span)
        if isinstance(value, T.PClass):
            return 'class'
        if not isinstance(value, T.PResource) or value.type_name is None:
            raise EvaluationError('%s is not a resource type' % to_s(value), type_node.span)
        return value.type_name.lower()

    def require_known_type(self, name, type_node):
        """Fail unless ``name`` names a type ('class' too); its Ruby type when
        that is what it names (create need not look for it again), else None."""
        if name == 'class':
            return None
        found = self.known_type(name, type_node)
        if found is None:
            raise EvaluationError('Resource type not found: %s' % T.capitalize_type_name(name),
                                  type_node.span)
        return found if isinstance(found, ResourceType) else None

    def titles(self, body, seen):
        """A body's titles, flattened and checked as Puppet checks them; ``seen``
        holds the titles of the expression's earlier bodies."""
        value = body.title.resolve()
        if value is None:
            raise EvaluationError('Missing title. The title expression resulted in undef',
                                  body.title.span)
        titles = flatten(value) if isinstance(value, list) else [value]
        for index, title in enumerate(titles):
            if title is None:
                message = ('Missing title at index %d. The title expression resulted in an '
                           'undef title' % index)
            elif not isinstance(title, str) and title is not DEFAULT:
                message = 'Illegal title type at index %d. Expected String, got %s' % (
                    index, T.generalize(T.infer_reduced(title)))
            elif title == '':
                message = ('Empty string title at %d. Title strings must have a length '
                           'greater than zero.' % index)
            elif title in seen:
                message = ("The title '%s' has already been used in this resource expression"
                           % to_s(title))
            else:
                seen.add(title)
                continue
            raise EvaluationError(message, body.title.span)
        return titles

    def known_type(self, name, node):
        """The defined type (autoloaded if need be), else the core, vendored or
        module Ruby type, called ``name`` (lowercase); None if there is none."""
        definition = self.runtime.definition('define', name)
        return definition if definition is not None else self.custom_or_builtin(name, node)

    def type_kind(self, name):
        """The catalog's kind of a resource of a known type."""
        return 'defined_type' if name in self.runtime.definitions['define'] else \
            'compilable_type'

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
            if self.lazy and not eager and not self.iterator_made and \
                    op.name not in ('*', 'tag') and deferrable(op.value):
                attrs[op.name] = self.deferred_value(op.name, op, attrs)
                continue
            value = op.value.resolve()
            check_attribute_value(value, op.span)
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

    def create(self, type_name, title, expression, attrs, local_defaults, frame, form,
               number_title=False, rtype=None):
        """rtype: the type's Ruby type if the caller has looked it up."""
        kind = self.type_kind(type_name)
        resource = Resource(T.capitalize_type_name(type_name), title, span=expression.span,
                            kind=kind)
        resource.number_title = number_title
        resource.virtual = form in ('virtual', 'exported')
        resource.exported = form == 'exported'
        resource.scope = frame
        resource.container = frame.resource
        valid = self._typed(resource, type_name, rtype)
        self._set_attributes(resource, kind, attrs, local_defaults, valid)
        self.apply_defaults(resource, frame, valid)
        resource.compute_tags(self.collecting_problem())
        self.add(resource)
        if kind == 'defined_type':
            self.pending_defines.append(resource)
        return resource

    def attribute_of(self, reference, names, node):
        """``Type[title][name, ...]``: the resource's values at this point of the
        compile, as Puppet's access operator reads them (a resource declared later
        is not found; a define's parameter defaults are not applied yet)."""
        if self.cone is not None:   # its value may depend on any code before here
            self.cone.widen('%s is read by an attribute access' % reference, node)
        resource = self.find((reference.type_name, reference.title))
        if resource is None:
            raise EvaluationError('Resource not found: %s' % reference, node.span)
        valid = resource.accepted_names(self.runtime)
        values = []
        for name in names:
            self.note_attribute_use(resource.type, name, resource.title)
            if not isinstance(name, str) or (valid is not None and name not in valid):
                raise EvaluationError("The resource %s does not have a parameter called "
                                      "'%s'" % (reference, to_s(name)), node.span)
            value = resource.get(name)
            if value is None and resource.scope is not None:
                # a default its scope declared after it applies already
                setting = self.visible_default(resource.scope, resource.type.lower(), name)
                value = setting.value if setting is not None else None
            values.append(value)
        return values[0] if len(values) == 1 else values

    def _typed(self, resource, type_name, rtype=None):
        """Give a new resource its type (Ruby type or define); the attribute names
        it accepts (None: any). rtype: its Ruby type, if already looked up."""
        if resource.kind != 'defined_type':
            resource.rtype = rtype if rtype is not None else \
                self.runtime.resource_type(type_name)
            return resource.rtype.attributes if resource.rtype is not None else None
        resource.definition = self.runtime.definitions['define'][type_name]
        return resource.accepted_names(self.runtime)

    def add_stored(self, certname, record, frame, collector):
        """Another node's exported resource, collected by ``collector`` into
        ``frame``'s container, as Puppet adds what PuppetDB returns: its parameters
        only (no file, line or tags of its own), not exported; None when an
        earlier collector already brought this very export."""
        collector_id = '%s|%s|%s' % (certname, record['type'], record['title'])
        type_name = record['type'].lower()
        existing = self.lookup(resource_key(record['type'], record['title']))
        if existing is not None:
            if existing.collector_id == collector_id:
                return None
            raise EvaluationError('A duplicate resource was found while collecting exported '
                                  'resources, with the type and title %s[%s]'
                                  % (record['type'], record['title']), collector.span)
        if self.known_type(type_name, collector) is None:
            raise EvaluationError('Resource type not found: %s' % record['type'],
                                  collector.span)
        kind = self.type_kind(type_name)
        resource = Resource(record['type'], record['title'], kind=kind)
        resource.collector_id = collector_id
        resource.scope = frame
        resource.container = frame.resource
        valid = self._typed(resource, type_name)
        via = 'exported by %s' % certname
        for name, value in record['parameters'].items():
            resource.set(name, value, 'collected', collector.span, via=via)
        self.apply_defaults(resource, frame, valid)     # the collecting scope's defaults
        resource.compute_tags()
        self.add(resource)
        if kind == 'defined_type':
            self.pending_defines.append(resource)
        return resource

    def _set_attributes(self, resource, kind, attrs, local_defaults, valid):
        settings = attrs.items()
        if local_defaults:
            settings = list(settings) + [(k, v) for k, v in local_defaults.items()
                                         if k not in attrs]
        for name, (value, _op, span) in settings:
            if valid is not None and name not in valid:
                # Puppet names the resource's line, not the attribute's
                self.unknown_parameter(resource, name, resource.span or span)
                continue
            if kind == 'defined_type':
                value = _value(value)   # its parameters bind when its body is evaluated
            elif value is None and name not in attrs:
                continue   # an undef title default sets nothing
            origin = 'declared' if name in attrs else 'local default'
            # A declared value hides the resource defaults of the scope, undef
            # included (Puppet's add_defaults skips a parameter that is present).
            resource.set(name, value, origin, span)


def _arguments(bodies):
    """name -> (span, expression) of the attributes of resource bodies, for the
    parameters they give a class (`* =>` gives several: its span, no expression)."""
    out = {}
    for body in bodies:
        for op in body.operations:
            if op.name != '*':
                out[op.name] = (op.span, op.value)
    return out
