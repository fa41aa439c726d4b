"""A looked-up value as `puppet lookup --render-as` prints it: JSON, Ruby's
to_s (`s`: strings as they are, the rest as Ruby inspects it), or YAML as
Ruby's Psych writes it (key order kept, its quoting choices, no `...` after a
scalar)."""
import json

from ..values.ruby_yaml import to_yaml
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
    return to_yaml(data)
