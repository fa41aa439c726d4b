"""A looked-up value as `puppet lookup --render-as` prints it: JSON, Ruby's
to_s (`s`: strings as they are, the rest as Ruby inspects it), or YAML as
Ruby's Psych writes it (key order kept, its quoting choices, no `...` after a
scalar)."""
import json
import re

import yaml

from .interpolation import _inspect


def render(data, how):
    if how == 'json':
        return json.dumps(data, ensure_ascii=False) + '\n'
    if how == 's':
        if data is None:
            return '\n'
        return (data if isinstance(data, str) else _inspect(data)) + '\n'
    if data is None:
        return '---\n'          # Psych's nil document
    text = yaml.dump(data, Dumper=_PsychDumper, default_flow_style=False, allow_unicode=True,
                     explicit_start=True, sort_keys=False)
    return text[:-len('...\n')] if text.endswith('\n...\n') else text


class _PsychDumper(yaml.SafeDumper):
    """Strings styled as Psych's visit_String chooses."""


_WORD_START = re.compile(r'^[^\w][^"]*$')
# What libyaml (Psych's emitter) does not print but PyYAML does: NEL and the
# code points above U+FFFF; a string holding one is double-quoted, they escaped.
_LIBYAML_UNPRINTABLE = re.compile('[\x85\U00010000-\U0010FFFF]')


def _str(dumper, text):
    style = None
    if re.search(r'\n(?!\Z)', text):
        style = '|'
    elif text in ('y', 'n') or _LIBYAML_UNPRINTABLE.search(text):
        style = '"'
    elif _WORD_START.match(text):
        style = '"'
    elif dumper.resolve(yaml.ScalarNode, text, (True, False)) != 'tag:yaml.org,2002:str' or \
            re.match(r'\A0[0-7]*[89]', text):
        style = "'"
    return dumper.represent_scalar('tag:yaml.org,2002:str', text, style=style)


_PsychDumper.add_representer(str, _str)
