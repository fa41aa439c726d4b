#!/usr/bin/env python3
"""Start-up cost of the parser's LALR tables: building them (first run, empty
cache) and reading them back from the private cache (every later process).

Each measurement is a fresh interpreter timing ``parser._parser()`` alone
(imports excluded); the cache lives in a temporary directory.

    python3 bench/table_cache_bench.py [--repeat 7]
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODE = ("import time; from lazygraph.syntax import parser; t = time.perf_counter(); "
        "parser._parser(None); print(time.perf_counter() - t)")


def timed(env):
    out = subprocess.run([sys.executable, '-c', CODE], env=env, capture_output=True,
                         text=True, check=True)
    return float(out.stdout)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--repeat', type=int, default=7)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, LAZYGRAPH_CACHE_DIR=os.path.join(tmp, 'cache'),
                   PYTHONPATH=ROOT)
        env.pop('LAZYGRAPH_NO_TABLE_CACHE', None)
        print('build (empty cache): %.3f s' % timed(env))
        runs = sorted(timed(env) for _ in range(args.repeat))
        print('read from cache:     %.4f s (median of %d)' % (runs[len(runs) // 2], args.repeat))


if __name__ == '__main__':
    main()
