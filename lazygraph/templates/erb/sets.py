"""Puppet's TagSet (a Ruby Set of strings): what the template object's
``all_tags`` returns (the catalog's tags as of the call). Enumerable methods
come from enumerable.py (``elements`` yields the tags); Set's own are here."""
from .methods import method, elements
from .rvalues import Opaque, MStr, inspect, is_str, text, to_s

TAGSET = 'Puppet::Util::TagSet'


def tag_set(tags):
    return Opaque(list(tags), TAGSET)


def S(*names):
    return method('Set', *names)


@S('include?', 'member?', '===')
def _include(ctx, tags, args, block):
    return is_str(args[0]) and text(args[0]) in tags.value


@S('size', 'length')
def _size(ctx, tags, args, block):
    return len(tags.value)


@S('empty?')
def _empty(ctx, tags, args, block):
    return not tags.value


@S('to_a')
def _to_a(ctx, tags, args, block):
    return [MStr(t) for t in tags.value]


@S('join')
def _join(ctx, tags, args, block):
    sep = to_s(args[0]) if args and args[0] is not None else ''
    return MStr(sep.join(tags.value))


@S('inspect', 'to_s')
def _inspect(ctx, tags, args, block):
    return MStr('#<%s: {%s}>' % (TAGSET, ', '.join(inspect(t) for t in tags.value)))


@S('==')
def _equal(ctx, tags, args, block):
    other = args[0]
    return isinstance(other, Opaque) and other.ruby_class == TAGSET and \
        set(other.value) == set(tags.value)


__all__ = ['tag_set', 'TAGSET', 'elements']
