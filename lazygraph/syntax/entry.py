"""parse(): a file's graph, from the parse cache when it holds the file, else
from the parser.

The grammar (syntax/parser.py: PLY's tables, every rule's function) is loaded
only when a file has to be parsed: a command whose files all come from the
parse cache never loads it.
"""
from ..nodes.base import current_stack
from ..source import Source


def parse(text, filename='<string>', strict=False, skim=False, cache=None):
    """Parse Puppet source into a Program node (the root Context).

    cache: a ParseCache (syntax/parse_cache.py): a file parsed (or skimmed)
    before with the same options is read from it; a new one is stored in it.

    strict: reject the constructs the spec allows but Puppet 7 does not.
    skim: leave simple top-level resource statements unparsed until used
    (lazygraph.load; see syntax/statements.py).
    """
    if not isinstance(text, (str, Source)):
        from ..errors import BadArgument
        raise BadArgument('parse() takes Puppet code (str) or a Source, not %s'
                          % type(text).__name__)
    source = text if isinstance(text, Source) else Source(text, filename)
    options = ('strict' if strict else 'default') + (' skim' if skim else '')
    if cache is not None:
        program = cache.load(source, options)
        if program is not None:
            current_stack().counters['files parsed'] += 1
            return program
    from .parser import _parse     # the grammar: loaded for the first file not cached
    program = _parse(source, strict, skim)
    if cache is not None:
        cache.store(source, options, program)
    return program
