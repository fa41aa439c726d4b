"""The inspector on a terminal (prompt_toolkit: history, completion), or reading
commands from stdin when it is not a terminal (`lazygraph inspect m.pp < cmds`).

prompt_toolkit is a well-kept library for exactly this (line editing, history
files, completion menus) and is imported only here.
"""
import os
import sys

from .shell import HELP

HISTORY = os.path.join(os.path.expanduser('~'), '.cache', 'lazygraph', 'inspect_history')
PATH_COMMANDS = ('ls', 'cd', 'show', 'expand', 'fold', 'resolve', 'source')
KEY_COMMANDS = ('get', 'explain')


def make_completer(shell):
    from prompt_toolkit.completion import Completer, Completion

    class ShellCompleter(Completer):
        """Commands first; then child paths of the current node, or resource keys,
        or the attributes of the key already typed."""

        def get_completions(self, document, complete_event):
            text = document.text_before_cursor
            words = text.split()
            if not words or (len(words) == 1 and not text.endswith(' ')):
                word = words[0] if words else ''
                for name in sorted(HELP):
                    if name.startswith(word):
                        yield Completion(name, -len(word))
                return
            current = '' if text.endswith(' ') else words[-1]
            position = len(words) - (0 if text.endswith(' ') else 1)
            command = words[0]
            for candidate in self.candidates(command, position, words, current):
                if candidate.startswith(current):
                    yield Completion(candidate, -len(current))

        def candidates(self, command, position, words, current):
            try:
                if command in PATH_COMMANDS and position == 1:
                    if current.startswith('+') and '/' not in current:
                        return ['+%d' % i for i in range(len(shell.module_files()))]
                    base, _, _ = current.rpartition('/')
                    node = shell.node_at(base + '/' if base or current.startswith('/')
                                         else None)
                    prefix = base + '/' if base or current.startswith('/') else ''
                    return [prefix + label for label, _ in node.named_children()] + ['..']
                if command in KEY_COMMANDS and position == 1:
                    return shell.current_catalog().keys()
                if command in KEY_COMMANDS and position == 2:
                    return list(shell.current_catalog()[words[1]].keys())
                if command == 'find' and position == 1:
                    return ['kind', 'name', 'line']
                if command == 'set' and position == 1:
                    return ['fact', 'var']
                if command == 'help' and position == 1:
                    return sorted(HELP)
            except Exception:   # completion must never break the prompt
                return []
            return []

    return ShellCompleter()


def interactive(shell, session_input=None, session_output=None):
    """The prompt loop. session_input/output: prompt_toolkit pipes (tests)."""
    from prompt_toolkit import PromptSession
    from prompt_toolkit.history import FileHistory, InMemoryHistory
    try:
        os.makedirs(os.path.dirname(HISTORY), exist_ok=True)
        history = FileHistory(HISTORY) if session_input is None else InMemoryHistory()
    except OSError:
        history = InMemoryHistory()
    session = PromptSession(history=history, completer=make_completer(shell),
                            input=session_input, output=session_output)
    shell.say('lazygraph inspect: %d resources; help lists the commands'
              % len(shell.catalog.keys()))
    while True:
        try:
            line = session.prompt('%s> ' % shell.cwd.path())
        except KeyboardInterrupt:
            continue
        except EOFError:
            return 0
        if not shell.run_line(line):
            return 0


def run(shell, stdin=None):
    stdin = stdin or sys.stdin
    if stdin.isatty() and sys.stdout.isatty():
        return interactive(shell)
    for line in stdin:                    # scripted: one command a line, echoed
        shell.say('> ' + line.rstrip('\n'))
        if not shell.run_line(line):
            break
    return 1 if shell.errors else 0       # a failed command fails the script
