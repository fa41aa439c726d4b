"""Write lazygraph/codegen_precompiled.py: every function the package's
classes write out for themselves (lazygraph/codegen.py says why), compiled
with the package instead of at run time.

    python3 tools/regen_precompiled.py          # rewrite the module
    python3 tools/regen_precompiled.py --check  # exit 1 if it is not current

Run it after changing a node class's attrs, fields or slots, or the code that
writes these functions (nodes/methods.py, syntax/decoders.py,
templates/erb/stored.py); tests/test_codegen.py fails until then. A function
it misses is only compiled at run time, as before."""
import os
import sys

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(HERE, 'lazygraph', 'codegen_precompiled.py')
sys.path.insert(0, HERE)

HEADER = '''"""Written by tools/regen_precompiled.py -- do not edit (lazygraph/codegen.py
says what this is). {count} functions: each holder defines one and returns it;
CODE maps the digest of the function's source to its holder's code."""
# flake8: noqa
'''


def sources():
    """[source, ...] of every function the package's classes write, in a
    stable order (each class by module and name, then each writer)."""
    from lazygraph.nodes import methods
    from lazygraph.nodes.base import Node, _UNSET
    from lazygraph.syntax import decoders
    from lazygraph.syntax.parse_cache import _node_kinds
    from lazygraph.templates.erb import stored

    written = []

    def capture(lines, name, namespace, precompiled_only=False):
        written.append('\n'.join(lines))
        namespace = dict(namespace)
        exec('\n'.join(lines), namespace)
        return namespace[name]

    methods.define = decoders.define = stored.define = capture
    kinds = sorted((cls for cls in _node_kinds().values()
                    if cls is not Node and cls.__module__.startswith('lazygraph.')),
                   key=lambda cls: (cls.__module__, cls.__qualname__))
    saved = dict(decoders._DECODERS)
    try:
        for cls in kinds:
            methods.make_init(cls, _UNSET)
            methods.make_clone(cls, _UNSET, Node._after_clone)
            methods.make_children(cls)
            decoders._DECODERS.pop(cls, None)    # written again, captured
            decoders._decoder(cls)
        fmt = stored._Format()
        for name in sorted(fmt.classes):
            cls = fmt.classes[name]
            if cls.__module__.startswith('lazygraph.'):
                fmt.reader(cls)
    finally:
        decoders._DECODERS.clear()
        decoders._DECODERS.update(saved)
    return list(dict.fromkeys(written))     # each source once, in order


def module_text():
    from lazygraph.codegen import source_key
    found = sources()
    out = [HEADER.format(count=len(found))]
    keys = []
    for i, source in enumerate(found):
        first, _, rest = source.partition('\n')
        name = first.split()[1].split('(')[0]
        if not first.startswith('def ') or any(line and not line.startswith(' ')
                                               for line in rest.split('\n')):
            raise SystemExit('not one function: %s' % first)
        out.append('\ndef _f%d():\n' % i)
        out.append(''.join('    %s\n' % line if line else '\n' for line in source.split('\n')))
        out.append('    return %s\n\n' % name)
        keys.append('    %r: _f%d.__code__,\n' % (source_key(source), i))
    if len(set(keys)) != len(keys):
        raise SystemExit('two sources with one key')
    out.append('\nCODE = {\n%s}\n' % ''.join(keys))
    return ''.join(out)


def main(argv):
    text = module_text()
    if '--check' in argv:
        with open(TARGET, encoding='utf-8') as f:
            current = f.read() == text
        print('current' if current else '%s is not current: run %s' % (TARGET, __file__))
        return 0 if current else 1
    with open(TARGET, 'w', encoding='utf-8') as f:
        f.write(text)
    print('wrote %s' % TARGET)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
