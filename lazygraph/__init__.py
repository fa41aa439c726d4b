"""lazygraph: compile Puppet manifests lazily on a parented expression graph.

Pipeline: source -> syntax (lexer, parser) -> nodes (graph, by family) ->
values/functions -> catalog -> outputs (JSON, DOT) -> cli / inspector.
"""
from .interpreter import cyclic_gc_paused

# Importing the package makes some 300 classes and their functions, none of
# them garbage: the cyclic collector's passes over them meanwhile were a sixth
# of the import (a tenth of a `lazygraph get`). Paused for the import only (its
# previous state restored), what the import made handed to the oldest generation.
with cyclic_gc_paused():
    from .errors import CantFold, EvaluationError, LazygraphError, ParseError
    from .catalog import compile
    from .catalog.lazy import load
    from .deep import time_limit
    from .evaluation import evaluate, fold, load_program, resolve
    from .source import Source
    from .syntax.entry import parse

__version__ = '0.1.0'
__all__ = ['compile', 'load', 'parse', 'load_program', 'evaluate', 'resolve', 'fold', 'Source',
           'LazygraphError', 'ParseError', 'EvaluationError', 'CantFold', 'time_limit']
