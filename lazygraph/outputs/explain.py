"""Provenance: the predecessor chain of one attribute, newest first (--explain).

Each catalog parameter keeps the settings that set it (catalog/resource.py):
an override (from which class), a collector override (which collector), the
declared value, a local ``default:`` body, a resource default (reached through
which dynamic scopes), a class or define parameter (given or default). This
prints that chain, each step with file:line:column and its source line.
"""
import json

from ..errors import LazygraphError
from ..values.core import inspect, to_data

ORIGINS = {
    'declared': 'declared value',
    'local default': "local default: body",
    'resource default': 'resource default',
    'override': 'override',
    'collector override': 'collector override',
    'parameter': 'class parameter',
    'parameter default': 'define parameter default',
    'metaparameter': 'metaparameter',
    'relationship': 'relationship',
    'builtin': 'set by Puppet',
}


class Step:
    """One setting in the chain, with what it contributed, and the data flow
    that computed its value (when its expression is known: a deferred value)."""

    def __init__(self, setting, effect):
        self.setting = setting
        self.effect = effect    # 'value', 'appends', 'undef: falls through', 'removes', ...
        raw = setting.raw
        expression = getattr(raw, 'node', None)
        self.flow = data_flow(expression) if expression is not None else None

    @property
    def origin(self):
        return self.setting.origin

    @property
    def value(self):
        own = self.setting.own
        return None if own is None else to_data(own)

    def describe(self):
        text = ORIGINS.get(self.setting.origin, self.setting.origin)
        if self.setting.via:
            text += ' (%s)' % self.setting.via
        return text


def _templates(runtime, steps):
    """The templates rendered for the settings of the chain (their calls lie
    in the settings' expressions)."""
    if runtime is None:
        return []
    registry = runtime.templates
    found = []
    for step in steps:
        for rendering in registry.rendered_within(step.setting.span):
            if rendering not in found:
                found.append(rendering)
    return found


def _origin(node):
    """Where the value a template variable names comes from."""
    if node is None:
        return None
    span = node.span
    return span.location() if span is not None else 'a fact or built-in variable'


class Explanation:
    """``str()`` gives the text ``lazygraph get --explain`` prints; ``steps`` the data."""

    def __init__(self, resource, attribute, value, runtime=None):
        self.resource = resource
        self.attribute = attribute
        self.value = value
        self.steps = []
        setting = resource.params.get(attribute)
        in_effect = True
        for s in setting.chain() if setting is not None else ():
            own = s.own
            if not in_effect:
                effect = 'shadowed'
            elif s.combine == 'append':
                effect = 'appends to the value below'
            elif own is None:
                effect = 'undef: removes the parameter'
                in_effect = False
            else:
                effect = 'in effect'
                in_effect = False
            self.steps.append(Step(s, effect))
        self.templates = _templates(runtime, self.steps)

    def to_data(self):
        return {'key': self.resource.ref, 'attribute': self.attribute, 'value': self.value,
                'steps': [{'origin': s.origin, 'via': s.setting.via, 'effect': s.effect,
                           'value': s.value,
                           'location': s.setting.span.location() if s.setting.span else None,
                           'flow': s.flow.to_data() if s.flow is not None else None}
                          for s in self.steps],
                'templates': [{'function': r.function, 'name': r.name, 'path': r.path,
                               'call': r.call.span.location(),
                               'variables': [{'name': name, 'from': _origin(node)}
                                             for name, node in r.reads]}
                              for r in self.templates]}

    def __str__(self):
        lines = ['%s.%s = %s' % (self.resource.ref, self.attribute,
                                 json.dumps(self.value, ensure_ascii=False))]
        for i, step in enumerate(self.steps, 1):
            span = step.setting.span
            where = span.location() if span is not None else '(built in)'
            lines.append('%2d. %s -- %s' % (i, step.describe(), step.effect))
            lines.append('    %s  value %s' % (where, json.dumps(step.value, ensure_ascii=False)))
            if span is not None:
                lines.extend('    | ' + row for row in span.excerpt().splitlines())
            if step.flow is not None and step.flow.sources:
                lines.append('    data flow:')
                lines.extend(step.flow.lines('      '))
        for rendering in self.templates:
            lines.append('template ' + rendering.describe())
            for name, node in rendering.reads:
                if node is not None and node.span is rendering.call.span:
                    origin = 'argument of the call'
                else:
                    origin = _origin(node) or 'not set (undef)'
                lines.append('    $%-20s %s' % (name, origin))
        return '\n'.join(lines)

    def __repr__(self):
        return str(self)


# -- data flow: from a setting's expression down to literals and facts ---------------------
MAX_FLOW_DEPTH = 6
MAX_FLOW_STEPS = 40


class FlowStep:
    """One node the value flowed through: what it is, where, why it was chosen."""

    def __init__(self, node, chosen_by=None):
        self.node = node
        self.label = node.flow_label()
        holder = node.parent
        if type(holder).__name__ == 'Binding':
            if node.span is None:        # bound from data: a fact, Hiera, a given value
                self.label = '$%s = %s (fact or data)' % (holder.name,
                                                          _short(inspect(node.resolve())))
            else:
                self.label = 'parameter $%s: %s' % (holder.name, self.label)
        self.location = node.span.location() if node.span is not None else None
        self.chosen_by = chosen_by
        self.sources = []

    def to_data(self):
        return {'label': self.label, 'location': self.location, 'chosen_by': self.chosen_by,
                'sources': [s.to_data() for s in self.sources]}

    def lines(self, indent):
        where = ' at %s' % self.location if self.location else ''
        out = ['%s- %s%s' % (indent, self.label, where)]
        if self.chosen_by:
            out.append('%s  chosen by %s' % (indent, self.chosen_by))
        for source in self.sources:
            out.extend(source.lines(indent + '  '))
        return out


def data_flow(node):
    """The tree of what ``node``'s value came from (FlowStep), or None."""
    if node is None:
        return None
    budget = [MAX_FLOW_STEPS]

    def build(node, depth, seen, chosen_by=None):
        step = FlowStep(node, chosen_by)
        budget[0] -= 1
        if depth >= MAX_FLOW_DEPTH or id(node) in seen:
            return step
        seen = seen | {id(node)}
        try:
            sources = node.flow_sources()
        except LazygraphError:      # a source that cannot be looked up: the chain ends here
            sources = []
        for source in sources:
            if budget[0] <= 0:
                step.sources.append(_Cut())
                break
            if source is None:
                continue
            step.sources.append(build(source, depth + 1, seen, _chosen_by(node, source)))
        return step
    return build(node, 0, frozenset())


class _Cut:
    def to_data(self):
        return {'label': '...', 'location': None, 'chosen_by': None, 'sources': []}

    def lines(self, indent):
        return ['%s- ...' % indent]


def _short(text, width=60):
    return text if len(text) <= width else text[:width - 3] + '...'


def _chosen_by(reader, node):
    """Which condition chose ``node``: a selector's entry, or for a variable the
    if/unless/case branch its assignment sits in."""
    direct = reader.branch_reason(node)
    if direct is not None or type(reader).__name__ != 'Variable':
        return direct
    child, parent = node, node.parent
    while parent is not None and not parent.is_context:
        why = parent.branch_reason(child)
        if why is not None:
            return why
        child, parent = parent, parent.parent
    return None
