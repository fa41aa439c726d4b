"""The inspector's commands, independent of the terminal (terminal.py adds
prompt_toolkit; stdin mode feeds lines straight to Shell.run_line).

The graph is the program of a lazy catalog: its top-level statements were
evaluated by the structural compile, everything else is expanded, folded or
resolved when a command asks. While the shell runs, every read between nodes
is recorded (the session's stack.deps), so `set` forgets exactly the dependents of a fact or
variable and recomputes those that were computed before.
"""
import json
import shlex

from ..catalog.lazy import KeyNotFound, load
from ..errors import CantFold, LazygraphError, UsageError
from ..values.core import inspect

HELP = {
    'ls': 'ls [PATH]              children of a node: label, path, memoised states',
    'cd': 'cd PATH|N|..|/         move to a child (by label or ls number), up, or root',
    'up': 'up                     move to the parent',
    'pwd': "pwd                    the current node's path",
    'scopes': 'scopes                 evaluated class and node bodies: cd @NAME goes there',
    'show': 'show [PATH]            a node: construct, source location, states, predecessor',
    'expand': 'expand [PATH]          expand the node and show what it became',
    'fold': 'fold [PATH]            constant-fold it (partial when something is unknown)',
    'resolve': 'resolve [PATH]         its value',
    'source': 'source [PATH]          its source text with line numbers',
    'find': 'find kind|name|line X  nodes by construct (Call), name ($x, f, class) or line',
    'keys': 'keys [TEXT]            resource keys of the catalog (containing TEXT)',
    'templates': 'templates              templates rendered so far: cd/ls/show %N reach one',
    'modules': 'modules                module files the catalog autoloaded: cd/ls/show +N reach one',
    'get': 'get KEY [ATTRIBUTE]    a catalog value, exactly as in the full catalog',
    'explain': 'explain KEY ATTRIBUTE  the chain of settings behind a value',
    'dot': 'dot [FILE]             DOT of the current subtree (to FILE or the screen)',
    'set': 'set fact|var NAME VALUE  change a fact or top-scope variable; dependents recompute',
    'eval': 'eval EXPRESSION        evaluate Puppet code in the current scope (cd sets it)',
    'stats': 'stats                  nodes expanded/folded/resolved, files, classes so far',
    'help': 'help [COMMAND]         this text',
    'quit': 'quit                   leave (also: exit, Ctrl-D)',
}


class Shell:
    def __init__(self, manifest, node=None, facts=None, modulepath=None, out=None, ruby=False):
        import sys
        self.manifest = manifest
        self.options = dict(node=node, modulepath=modulepath, ruby=ruby)
        self.facts = facts
        self.out = out or sys.stdout
        self.errors = 0              # commands that failed (stdin mode's exit status)
        self.stale = False
        self._open_catalog()

    def _open_catalog(self):
        """Compile the structure, recording who reads what (for `set`)."""
        self.catalog = load(self.manifest, facts=self.facts, **self.options)
        self.catalog.stack.deps = {}     # who read what, in this shell's session
        self.catalog.keys()              # the structural compile, recorded
        self.root = self.catalog.compiler.program
        self.cwd = self.root

    # -- plumbing ---------------------------------------------------------------------
    def say(self, text=''):
        print(text, file=self.out)

    def run_line(self, line):
        """Run one command line; False when the shell should stop."""
        try:
            words = shlex.split(line, comments=True)
            if words and words[0] == 'set':
                # The value is taken as typed (JSON keeps its quotes).
                words = line.strip().split(None, 3)
            elif words and words[0] == 'eval':
                words = line.strip().split(None, 1)     # Puppet code, as typed
        except ValueError as exc:
            self.errors += 1
            self.say('error: %s' % exc)
            return True
        if not words:
            return True
        name, args = words[0], words[1:]
        if name in ('quit', 'exit'):
            return False
        method = getattr(self, 'do_' + name, None)
        if method is None:
            self.errors += 1
            self.say("error: unknown command '%s' (try help)" % name)
            return True
        self.errors += 1        # until the command succeeds
        try:
            from ..deep import run_deep
            from ..nodes.base import in_session
            with in_session(self.catalog.stack):     # the shell's session: its deps
                run_deep(method, *args)
        except TypeError as exc:
            if 'positional argument' not in str(exc):
                self.say('internal error: %s (the shell goes on)' % exc)
            else:
                self.say('usage: %s' % HELP.get(name, name))
        except KeyNotFound as exc:
            self.say('error: %s' % exc.message)
        except LazygraphError as exc:
            self.say(exc.format())
        except RecursionError:
            self.say('error: the graph is too deep to resolve here')
        except OSError as exc:
            self.say('error: %s: %s' % (exc.filename or '', exc.strerror or exc))
        except Exception as exc:    # a bug must not end the session
            self.say('internal error: %s: %s (the shell goes on)' % (type(exc).__name__, exc))
        else:
            self.errors -= 1
        return True

    def node_at(self, path=None):
        """A node from a path: absolute (/body/statements[0]), relative, '..', or an
        ls number."""
        if path is None or path == '.':
            return self.cwd
        if path.startswith('@'):
            # An evaluated scope: the body the catalog ran for a class or define instance.
            name, _, rest = path[1:].partition('/')
            scope = self.scopes().get(name.lower())
            if scope is None:
                raise UsageError("no evaluated scope '%s' (scopes lists them)" % name)
            return self.node_at_from(scope, rest)
        if path.startswith('+'):
            # A module file the catalog autoloaded (`modules` lists them).
            number, _, rest = path[1:].partition('/')
            files = self.module_files()
            if not number.isdigit() or int(number) >= len(files):
                raise UsageError("no module file +%s (modules lists them)" % number)
            return self.node_at_from(files[int(number)], rest)
        if path.startswith('%'):
            # A rendered EPP template: the scope it rendered in (`templates` lists them).
            number, _, rest = path[1:].partition('/')
            renderings = self.catalog.compiler.runtime.templates.renderings
            if not number.isdigit() or int(number) >= len(renderings) or \
                    renderings[int(number)].scope is None:
                raise UsageError("no rendered EPP template %%%s (templates lists them)" % number)
            return self.node_at_from(renderings[int(number)].scope, rest)
        return self.node_at_from(self.root if path.startswith('/') else self.cwd, path)

    def scopes(self):
        compiler = self.catalog.compiler
        out = dict(compiler.class_scopes)
        if compiler.node_scope is not None:
            out['node'] = compiler.node_scope
        return out

    def node_at_from(self, node, path):
        for part in [p for p in path.split('/') if p and p != '.']:
            if part == '..':
                node = node.parent or node
                continue
            children = list(node.named_children())
            if part.isdigit() and int(part) < len(children):
                node = children[int(part)][1]
                continue
            match = [child for label, child in children if label == part]
            if not match:
                raise UsageError("no child '%s' under %s (ls lists them)" % (part, node.path()))
            node = match[0]
        return node

    def describe(self, node):
        where = node.span.location() if node.span is not None else '-'
        return '%s  [%s]  %s' % (node.label(), ', '.join(node.states()) or 'untouched', where)

    # -- moving -----------------------------------------------------------------------
    def do_ls(self, path=None):
        node = self.node_at(path)
        children = list(node.named_children())
        if not children:
            self.say('(no children)')
        for i, (label, child) in enumerate(children):
            self.say('%3d  %-18s %s' % (i, label, self.describe(child)))

    def do_cd(self, path='/'):
        self.cwd = self.node_at(path)
        self.say(self.cwd.path())

    def do_up(self):
        self.do_cd('..')

    def do_scopes(self):
        for name, scope in sorted(self.scopes().items()):
            self.say('@%-24s %s' % (name, self.describe(scope)))

    def do_pwd(self):
        self.say(self.cwd.path())

    # -- one node, each state -----------------------------------------------------------
    def do_show(self, path=None):
        node = self.node_at(path)
        self.say('%s  %s' % (node.path(), self.describe(node)))
        if node.predecessor is not None:
            self.say('  predecessor: %s' % self.describe(node.predecessor))
        rendered = getattr(node, 'rendered_text', None)
        if rendered is not None:
            self.say('  rendered: %s' % json.dumps(rendered(), ensure_ascii=False))

    def do_expand(self, path=None):
        node = self.node_at(path)
        expanded = node.expand()
        self.say('%s -> %s' % (node.label(), self.describe(expanded)))

    def do_fold(self, path=None):
        node = self.node_at(path)
        try:
            folded, known = node.fold(), True
        except CantFold as exc:
            folded, known = exc.node, False
        self.say('%s (%s)' % (folded.label(), 'constant' if known else
                              'partly unknown: kept as an expression'))

    def do_resolve(self, path=None):
        self.say(inspect(self.node_at(path).resolve()))

    def do_source(self, path=None):
        node = self.node_at(path)
        if node.span is None:
            self.say('(no source)')
            return
        first = node.span.line
        for i, text in enumerate(node.span.text.splitlines() or [''], first):
            self.say('%5d | %s' % (i, text))

    def do_find(self, what, value):
        if what not in ('kind', 'name', 'line'):
            raise UsageError('find kind|name|line VALUE')
        found = 0
        roots = [('', self.root)] + [('+%d' % i, f) for i, f in enumerate(self.module_files())]
        for prefix, node in ((p, n) for p, root in roots for n in root.walk()):
            if what == 'kind':
                hit = type(node).__name__.lower() == value.lower()
            elif what == 'line':
                hit = node.span is not None and node.span.line == int(value)
            else:
                name = getattr(node, 'name', None)
                wanted = value.lstrip('$').lower()
                hit = isinstance(name, str) and (name.lower() == wanted or
                                                 name.lower().endswith('::' + wanted))
            if hit:
                found += 1
                self.say('%s%s  %s' % (prefix, node.path(), self.describe(node)))
        if not found:
            self.say('(nothing found)')

    def module_files(self):
        return list(self.catalog.compiler.runtime.module_files)

    def do_modules(self):
        files = self.module_files()
        if not files:
            self.say('(no module file loaded: the manifest needs none, or no --modulepath)')
        for i, module_file in enumerate(files):
            self.say('+%-3d %s  (%s)' % (i, module_file.span.filename, module_file.scope_name))

    def do_dot(self, target=None):
        from ..outputs.dot import to_dot
        text = to_dot(self.cwd, 'lazygraph %s' % self.cwd.path())
        if target:
            with open(target, 'w') as f:
                f.write(text)
            self.say('wrote %s' % target)
        else:
            self.out.write(text)

    # -- the catalog --------------------------------------------------------------------
    def current_catalog(self):
        if self.stale:
            self.catalog.close()
            path = self.cwd.path()
            self._open_catalog()        # a new graph: later `set`s reach its nodes
            try:
                self.cwd = self.node_at_from(self.root, path)
            except LazygraphError:
                pass
            self.stale = False
            self.say('(catalog recompiled with the new values)')
        return self.catalog

    def do_eval(self, text):
        """Puppet code evaluated in the scope of the current node."""
        from ..source import Source
        from ..syntax.parser import parse
        program = parse(Source(text, '<eval>'))
        scope = self.cwd if self.cwd.is_context else self.cwd.context()
        value = None
        for statement in program.body.statements:
            statement._parent = None
            value = scope.adopt(statement).resolve()
        self.say(inspect(value))

    def do_keys(self, text=''):
        for key in self.current_catalog().keys():
            if text in key:
                self.say(key)

    def do_get(self, key, attribute=None):
        catalog = self.current_catalog()
        value = catalog.parameters(key) if attribute is None else \
            catalog.resolve(key, attribute)
        self.say(json.dumps(value, indent=2, ensure_ascii=False))

    def do_explain(self, key, attribute):
        self.say(str(self.current_catalog().explain(key, attribute)))

    def do_templates(self):
        renderings = self.catalog.compiler.runtime.templates.renderings
        if not renderings:
            self.say('(no template rendered yet: get or resolve a value that uses one)')
        for i, rendering in enumerate(renderings):
            self.say('%%%-3d %s  -> %d characters' % (i, rendering.describe(),
                                                   len(str(rendering.text))))

    def do_stats(self):
        for name, count in self.catalog.stats().items():
            self.say('%s: %d' % (name, count))

    # -- what if ----------------------------------------------------------------------
    def do_set(self, what, name, text):
        from ..nodes.catalog import CatalogExpression
        from ..nodes.data import data_node
        value = _literal(text)
        program = self.root
        if what == 'fact':
            self.facts = dict(self.facts if self.facts is not None
                              else self.catalog.facts, **{name: value})
            targets = [b for b in program.bindings if b.name in (name, 'facts')]
            new = {name: value, 'facts': self.facts}
        elif what == 'var':
            targets = [b for b in program.bindings if b.name == name] or \
                [a for a, _ in (program.index().get(name) or ((), ()))[1]
                 if a.names() == [name]][-1:]
            if not targets:
                raise UsageError('$%s is not set by a plain assignment in the top scope'
                                 % name)
            new = {name: value}
        else:
            raise UsageError('set fact|var NAME VALUE')
        old = []
        for target in targets:
            old.extend(target.walk())
            key = getattr(target, 'name', name)
            replacement = data_node(new.get(key, value))
            # A Binding holds its value in .value, an Assignment in .value too.
            target.value = target.adopt(replacement)
        dependents = _dependents(old, self.catalog.stack.deps)
        # A catalog value read it (an attribute value, resolved later than its
        # resource expression): the catalog holds the old value, so it is rebuilt.
        catalog_nodes = [n for n in dependents if isinstance(n, CatalogExpression) or
                         any(isinstance(a, CatalogExpression) for a in n.ancestors())]
        recompute = [n for n in dependents if not isinstance(n, CatalogExpression)]
        was = [n for n in recompute if 'resolved' in n.states()]
        for node in recompute:
            node.forget()
        before = self.catalog.stack.counters['resolved']
        failed = 0
        for node in was:
            try:
                node.resolve()
            except LazygraphError:
                failed += 1
        done = self.catalog.stack.counters['resolved'] - before
        self.say('$%s = %s: %d dependent nodes forgotten, %d recomputed%s' % (
            name, inspect(value), len(recompute), done,
            ', %d now fail' % failed if failed else ''))
        if catalog_nodes:
            self.stale = True
            self.say('%d catalog expressions depend on it: the catalog is recompiled at the '
                     'next get' % len(catalog_nodes))

    def do_help(self, command=None):
        if command:
            self.say(HELP.get(command, "no command '%s'" % command))
            return
        for name in HELP:
            self.say('  ' + HELP[name])


def _dependents(nodes, deps):
    """Every node that read one of these, transitively (from the session's deps)."""
    seen = {}
    stack = []
    for node in nodes:
        entry = deps.get(id(node))
        if entry is not None:
            stack.extend(entry[1].values())
        node.forget()
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen[id(node)] = node
        entry = deps.pop(id(node), None)
        if entry is not None:
            stack.extend(entry[1].values())
    return list(seen.values())


def _literal(text):
    """A value typed at the prompt: JSON (numbers, true, "s", [..], {..}) else a string."""
    try:
        return json.loads(text)
    except ValueError:
        return text
