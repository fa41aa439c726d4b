import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

# The caches (parser tables, parsed files) of a test run live in a directory
# of its own: tests never read what an earlier run or the user left behind.
if 'LAZYGRAPH_CACHE_DIR' not in os.environ:
    import tempfile
    os.environ['LAZYGRAPH_CACHE_DIR'] = tempfile.mkdtemp(prefix='lazygraph-test-cache-')
# Likewise the default exported-resource store (fleet/store.py) of the CLI.
if 'LAZYGRAPH_DATA_DIR' not in os.environ:
    import tempfile
    os.environ['LAZYGRAPH_DATA_DIR'] = tempfile.mkdtemp(prefix='lazygraph-test-data-')
