"""lazygraph: compile Puppet manifests lazily on a parented expression graph.

Pipeline: source -> syntax (lexer, parser) -> nodes (graph, by family) ->
values/functions -> catalog -> outputs (JSON, DOT) -> cli / inspector.
"""
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
