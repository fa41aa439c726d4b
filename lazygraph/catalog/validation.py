"""Checks Puppet makes once the catalog is complete (Puppet::Parser::Compiler's
catalog validators): every reference in a relationship metaparameter (before,
require, notify, subscribe) of a non-virtual resource names a resource of the
catalog, by title or alias."""
import re

from ..errors import EvaluationError
from ..patterns import LazyPattern
from ..values import types as T
from ..values.core import flatten, to_s
from .resource import RELATION_PARAMS, class_title

# Puppet::Resource.extract_type_and_title
REFERENCE = LazyPattern(r'\A([^\[\]]+)\[(.+)\]\Z', re.S)


def validate_relationships(compiler):
    for resource in compiler.resources:
        if resource.virtual:
            continue
        params = resource.params
        if params.keys().isdisjoint(RELATION_PARAMS):
            continue            # most resources: nothing to check (one C call, no generator)
        for name, setting in list(params.items()):
            if name not in RELATION_PARAMS:
                continue
            value = setting.value
            for ref in flatten([value]) if isinstance(value, list) else [value]:
                if ref is None:
                    continue
                key = _reference(ref, setting)
                if compiler.find(key) is None:
                    raise EvaluationError("Could not find resource '%s' in parameter '%s'" % (
                        '%s[%s]' % key, name), setting.span or resource.span)


def _reference(ref, setting):
    """(Type, title) of a reference value, or the error Puppet gives for it."""
    if isinstance(ref, T.PResource) and ref.title is not None:
        if ref.type_name == 'Class':
            return 'Class', class_title(ref.title.lower())
        return ref.type_name, ref.title
    text = ref if isinstance(ref, str) else to_s(ref)
    match = REFERENCE.match(text)
    if match is None:
        raise EvaluationError('No title provided and "%s" is not a valid resource reference'
                              % text, setting.span)
    type_name = T.capitalize_type_name(match.group(1).strip().lstrip(':'))
    title = match.group(2)
    return type_name, class_title(title.lower()) if type_name == 'Class' else title
