#!/usr/bin/env python3
"""Measure how many real ERB templates the engine parses (nothing is rendered).

    python3 tools/measure_erb.py [--render] GITDIR_OR_FOLDER ...

A git directory (as the `fetch` tool leaves under /work/.mirror/OWNER+NAME/repo)
is read at HEAD; a folder is walked.  Every file under templates/ ending in
.erb is compiled with compile_erb; the report gives the share that parses and
the failures grouped by message.  With --render, each template is also
rendered by Ruby's ERB (tools/erb_harness.rb, needs `ruby`) and by lazygraph
with no variables, then with every variable it reads set to a string, an
array, a hash, true, an integer, false; outputs must be equal, and where Ruby
fails lazygraph must fail too.
Public code is read, never copied.
"""
import json
import collections
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'tests'))
from lazygraph.errors import LazygraphError  # noqa: E402
from lazygraph.templates.erb import compile_erb, TemplateError  # noqa: E402


def templates(location):
    if os.path.isdir(os.path.join(location, 'objects')) or location.endswith('.git') or \
            os.path.exists(os.path.join(location, 'HEAD')):
        names = subprocess.run(['git', '--git-dir', location, 'ls-tree', '-r', '--name-only', 'HEAD'],
                               capture_output=True, text=True, check=True).stdout.split('\n')
        for name in names:
            if name.endswith('.erb') and 'templates/' in name:
                blob = subprocess.run(['git', '--git-dir', location, 'show', 'HEAD:' + name],
                                      capture_output=True, check=True).stdout
                yield name, blob.decode('utf-8', 'replace')
        return
    for root, _, files in os.walk(location):
        for name in files:
            if name.endswith('.erb') and 'templates' in root:
                path = os.path.join(root, name)
                with open(path, encoding='utf-8', errors='replace') as f:
                    yield path, f.read()


# Every variable a template reads set to one of these in turn (and none set).
VARIANTS = [None, 'v1', ['a', 'b'], {'k': 'v', 'j': 'w'}, True, 8080, False]


def render_compare(items):
    """Ruby's outcome and ours for each template under each variable set."""
    from test_erb_conformance import FakeScope
    harness = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'erb_harness.rb')
    cases, compiled = [], []
    for name, text in items:
        try:
            template = compile_erb(text, name)
        except TemplateError:
            template = None
        names = [] if template is None else [v for v in template.variables() if '::' not in v]
        for value in VARIANTS:
            variables = {} if value is None else {n: value for n in names}
            cases.append({'template': text, 'vars': variables})
            compiled.append((name, text, template, variables))
    proc = subprocess.run(['ruby', harness], input=json.dumps(cases), capture_output=True, text=True, check=True)
    same = 0
    differences = []
    for (name, text, template, variables), ruby in zip(compiled, json.loads(proc.stdout)):
        try:
            template = template or compile_erb(text, name)
            ours = {'output': template.render(FakeScope(variables))}
        except TemplateError as exc:
            ours = {'error': getattr(exc, 'ruby_class', 'TemplateError'), 'message': exc.message}
        except LazygraphError as exc:       # a function the stand-in scope does not have
            ours = {'error': 'TemplateError', 'message': exc.message}
        if 'output' in ruby:
            agree = ours.get('output') == ruby['output']
        else:
            agree = 'error' in ours
        if agree:
            same += 1
        else:
            differences.append((name, ruby, ours))
    return same, differences


def main(locations):
    render = '--render' in locations
    locations = [l for l in locations if l != '--render']
    everything = []
    total = ok = 0
    failures = collections.Counter()
    examples = {}
    for location in locations:
        label = location.replace('/work/.mirror/', '').replace('/repo', '')
        n = good = 0
        for name, text in templates(location):
            n += 1
            everything.append((label + '/' + name, text))
            try:
                compile_erb(text, name)
                good += 1
            except TemplateError as exc:
                key = exc.message
                failures[key] += 1
                examples.setdefault(key, '%s:%s' % (label + '/' + name, exc.span.location().split(':', 1)[1] if exc.span else '?'))
        print('%-45s %4d/%-4d parse' % (label, good, n))
        total += n
        ok += good
    print('TOTAL %d/%d templates parse (%.1f%%)' % (ok, total, 100.0 * ok / max(total, 1)))
    for message, count in failures.most_common():
        print('  %3d  %s   e.g. %s' % (count, message, examples[message]))
    if render:
        same, differences = render_compare(everything)
        print('RENDER: %d/%d renders (%d templates x %d variable sets) agree with Ruby ERB'
              % (same, len(everything) * len(VARIANTS), len(everything), len(VARIANTS)))
        for name, ruby, ours in differences:
            print('  %s\n    ruby: %s\n    ours: %s' % (name, json.dumps(ruby)[:200], json.dumps(ours)[:200]))


if __name__ == '__main__':
    main(sys.argv[1:])
