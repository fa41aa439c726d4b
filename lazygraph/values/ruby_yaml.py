"""Ruby's ``to_yaml`` (Psych 4 on libyaml, as Puppet 7's Ruby has them): one
implementation for stdlib's ``to_yaml`` and for ERB templates.

Psych picks each scalar's style (Psych::Visitors::YAMLTree#visit_String, with
ScalarScanner#tokenize deciding which strings would read back as something
else); libyaml's emitter then checks that style against the text and folds
long lines. PyYAML's emitter is a port of libyaml's, so the nodes are built
here with Psych's styles and PyYAML only emits them -- through a resolver that
reads every plain scalar as a string, so its own YAML 1.1 rules (which differ
from Psych's) never change a style.
"""
import math
import re

import yaml

from .core import ruby_float

STR = 'tag:yaml.org,2002:str'

# Psych::ScalarScanner (Psych 4.0): what a plain scalar would read back as
_WORDY = re.compile(r'[^\d.:-]?(?:[^\W\d]|[\s!@#$%^&*(){}<>|/\\~;=])+')   # [[:alpha:]_...]
_TIME = re.compile(r'-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?'
                   r'(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$', re.M)
_DATE = re.compile(r'\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$', re.M)
_FLOAT = re.compile(r'[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?$', re.M)
_INTEGER = re.compile(r'(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)'
                      r'|[-+]?0x[0-9a-fA-F_,]+)$', re.M)
_SEXAGESIMAL = re.compile(r'[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}(\.[0-9_]*)?$', re.M)


def _reads_as_string(s):
    """Whether ScalarScanner#tokenize gives the String back (Ruby's ^ and $ are
    line anchors: `match?` finds them at any line)."""
    if s == '':
        return False
    if _line_match(_WORDY, s) or '\n' in s:
        if len(s) > 5 or re.match(r'[^ytonf~]', s, re.I):
            return True
        return not (s == '~' or re.fullmatch(r'null|yes|true|on|no|false|off', s, re.I))
    if _line_match(_TIME, s):
        return False        # a Time (an impossible one would stay a String: rare)
    date = _line_match(_DATE, s)
    if date:
        return not _valid_date(date.group(0))
    if re.search(r'(?m)^(\+?\.inf|-\.inf|\.nan)$', s, re.I) or re.search(r'(?m)^:.', s):
        return False
    if _line_match(_SEXAGESIMAL, s):
        return False
    if _line_match(_FLOAT, s):
        return bool(re.search(r'(?m)\A[-+]?\.\Z', s))
    return not _line_match(_INTEGER, s)


def _line_match(pattern, s):
    """Ruby's ``string.match?(/^.../)``: a match starting at any line."""
    return next((m for m in (pattern.match(s, i) for i in _line_starts(s)) if m), None)


def _line_starts(s):
    yield 0
    for m in re.finditer('\n', s):
        if m.end() < len(s):
            yield m.end()


def _valid_date(text):
    import datetime
    try:
        datetime.datetime.strptime(text, '%Y-%m-%d')
        return True
    except ValueError:
        return False


def string_style(s, line_width=None):
    """The style Psych asks libyaml for: None (plain), "'", '"', '|' or '>'
    (only with a line_width option)."""
    if re.search(r'\n(?!\n?\Z)', s):        # Ruby's /\n(?!\Z)/
        return '|'
    if s == '<<':
        return "'"
    if s in ('y', 'n'):
        return '"'
    if line_width is not None and len(s) > line_width:
        return '>'
    if any(ch > '\uffff' or ch == '\x85' for ch in s):   # escaped by libyaml
        return '"'
    if re.search(r'(?m)^[^\w][^"]*$', s):
        return '"'
    if not _reads_as_string(s) or re.match(r'0[0-7]*[89]', s):
        return "'"
    return None


def _printable(ch):
    """libyaml's IS_PRINTABLE (no characters beyond the BMP, no BOM)."""
    return ch == '\n' or '\x20' <= ch <= '\x7e' or ch == '\x85' or \
        '\xa0' <= ch <= '\ud7ff' or ('\ue000' <= ch <= '\ufffd' and ch != '\ufeff')


class _Dumper(yaml.Dumper):
    """Emits the nodes as built: every plain scalar reads as a string ('<<'
    excepted: Psych tags it), double-quoted text written as libyaml does."""

    def resolve(self, kind, value, implicit):
        if kind is yaml.ScalarNode:
            return 'tag:yaml.org,2002:merge' if value == '<<' else STR
        return yaml.Dumper.resolve(self, kind, value, implicit)

    def write_double_quoted(self, text, split=True):
        """libyaml's yaml_emitter_write_double_quoted: a space past the line
        width becomes the line break (PyYAML breaks earlier, with a `\\`)."""
        self.write_indicator('"', True)
        spaces = False
        last = len(text) - 1
        for i, ch in enumerate(text):
            if not _printable(ch) or ch in '"\\\n\x85\u2028\u2029':
                if ch in self.ESCAPE_REPLACEMENTS:
                    data = '\\' + self.ESCAPE_REPLACEMENTS[ch]
                elif ch <= '\xff':
                    data = '\\x%02X' % ord(ch)
                elif ch <= '\uffff':
                    data = '\\u%04X' % ord(ch)
                else:
                    data = '\\U%08X' % ord(ch)
                spaces = False
            elif ch == ' ':
                if split and not spaces and self.column > self.best_width and 0 < i < last:
                    self.write_indent()
                    self.whitespace = False
                    self.indention = False
                    data = '\\' if text[i + 1] == ' ' else ''
                else:
                    data = ch
                spaces = True
            else:
                data = ch
                spaces = False
            self.column += len(data)
            self.stream.write(data)
        self.write_indicator('"', False)


def node(value, scalar=None, line_width=None):
    """The YAML node of plain data (str, int, float, bool, None, list, dict).
    ``scalar(value)`` may answer (text, style) for other values first."""
    if scalar is not None:
        special = scalar(value)
        if special is not None:
            text, style = special
            return yaml.ScalarNode(STR, text, style=style)
    if value is None:
        return yaml.ScalarNode(STR, '')
    if value is True or value is False:
        return yaml.ScalarNode(STR, 'true' if value else 'false')
    if isinstance(value, int):
        return yaml.ScalarNode(STR, str(value))
    if isinstance(value, float):
        if math.isnan(value):
            return yaml.ScalarNode(STR, '.nan')
        if math.isinf(value):
            return yaml.ScalarNode(STR, '.inf' if value > 0 else '-.inf')
        return yaml.ScalarNode(STR, ruby_float(value))
    if isinstance(value, str):
        return yaml.ScalarNode(STR, value, style=string_style(value, line_width))
    if isinstance(value, (list, tuple)):
        return yaml.SequenceNode('tag:yaml.org,2002:seq', [node(v, scalar, line_width) for v in value],
                                 flow_style=not value)
    if isinstance(value, dict):
        return yaml.MappingNode('tag:yaml.org,2002:map',
                                [(node(k, scalar, line_width), node(v, scalar, line_width))
                                 for k, v in value.items()],
                                flow_style=not value)
    raise TypeError('to_yaml of a %s' % type(value).__name__)


def to_yaml(value, scalar=None, line_width=None, indentation=2):
    """``value.to_yaml(line_width: ..., indentation: ...)`` as Ruby prints it."""
    if line_width is not None and line_width < 0:
        if line_width != -1:
            raise ValueError('Invalid line_width %d, must be non-negative or -1 for unlimited.'
                             % line_width)
        line_width, width = None, 10 ** 9          # -1: lines never folded
    else:
        width = line_width or 80
    text = yaml.serialize(node(value, scalar, line_width), Dumper=_Dumper,
                          explicit_start=True, allow_unicode=True, width=width,
                          indent=indentation)
    if text.endswith('\n...\n'):
        text = text[:-4]
    return text
