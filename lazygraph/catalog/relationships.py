"""References, relationship chains (`->`, `~>`, `<-`, `<~`) and realize()."""
import re

from ..errors import EvaluationError
from ..nodes.catalog import Collector, Relationship
from ..values import types as T
from ..values.core import flatten, inspect
from .resource import class_title
from .helpers import REF_STRING, _unique
from .collectors import Collected


class Relationships:
    """A part of the Compiler (catalog/compiler.py)."""

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

    def realize(self, node, refs):
        for ref in refs:
            resource = self.find(ref)
            if resource is not None:
                resource.virtual = False
                if resource.exported:
                    resource.collected = True
        self.realizations.append((node, refs))
