"""Resource defaults (dynamically scoped) and overrides (`=>`, `+>`, from
subclasses and collectors), each keeping what it replaced as predecessor."""
from ..errors import EvaluationError
from ..values import types as T
from ..values.core import to_s
from .resource import Deferred, Setting
from .helpers import _appended, _scope_path, _source, _span_at


class DefaultsAndOverrides:
    """A part of the Compiler (catalog/compiler.py)."""

    def visible_defaults(self, frame, type_key):
        while frame is not None:
            if frame.defaults.get(type_key):
                return True
            frame = frame.dynamic_parent
        return False

    def apply_defaults(self, resource, frame, valid):
        type_key = resource.type.lower()
        seen = set()
        walked = []     # the frames passed: --explain's words for where a default was found
        while frame is not None:
            walked.append(frame)
            defaults = frame.defaults.get(type_key)
            if defaults:
                via = None
                for name, setting in defaults.items():
                    if name in seen:
                        continue
                    if name in resource.params:
                        continue    # declared, undef included: the default is hidden
                    seen.add(name)
                    if not isinstance(setting.raw, Deferred) or (
                            valid is not None and name not in valid):
                        if setting.value is None:
                            continue
                    if valid is not None and name not in valid:
                        self.unknown_parameter(resource, name, setting.span)
                        continue
                    if via is None:
                        via = _scope_path([f.resource.ref for f in walked])
                    resource.set(name, setting.raw, 'resource default', setting.span, via=via)
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
        valid = resource.accepted_names(self.runtime)
        for name, (value, op, span) in operations.items():
            self.note_attribute_use(resource.type, name, resource.title)
            if valid is not None and name not in valid:
                # as a declaration's: Puppet names the resource's line
                self.unknown_parameter(resource, name, resource.span or span)
                continue
            existing = resource.params.get(name)
            if existing is not None and existing.origin == 'declared' and \
                    resource.kind != 'defined_type' and existing.value is None:
                existing = None   # a declared undef: the parameter is not set (the spec)
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
            self.apply_defaults(resource, frame, resource.accepted_names(self.runtime))
        if 'tag' in operations:
            self.flush_stub_tags()
            resource.compute_tags(self.collecting_problem(), at=node.span)
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
