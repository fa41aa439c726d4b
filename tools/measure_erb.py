#!/usr/bin/env python3
"""Measure how many real ERB templates the engine parses (nothing is rendered).

    python3 tools/measure_erb.py GITDIR_OR_FOLDER ...

A git directory (as the `fetch` tool leaves under /work/.mirror/OWNER+NAME/repo)
is read at HEAD; a folder is walked.  Every file under templates/ ending in
.erb is compiled with compile_erb; the report gives the share that parses and
the failures grouped by message.  Public code is read, never copied.
"""
import collections
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
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


def main(locations):
    total = ok = 0
    failures = collections.Counter()
    examples = {}
    for location in locations:
        label = location.replace('/work/.mirror/', '').replace('/repo', '')
        n = good = 0
        for name, text in templates(location):
            n += 1
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


if __name__ == '__main__':
    main(sys.argv[1:])
