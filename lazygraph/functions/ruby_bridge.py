"""Module functions written in Ruby, called through one Ruby helper process.

With ``ruby=True`` (``--ruby``) a function that is neither built in nor written
in the Puppet language is looked for as Ruby on the modulepath:

    MODULE/lib/puppet/functions/a/b.rb         ``a::b`` (the modern API)
    MODULE/lib/puppet/functions/name.rb        ``name`` (modern, global)
    MODULE/lib/puppet/parser/functions/name.rb ``name`` (the legacy 3.x API)

Calls go to ``ruby_helper.rb``, started with Puppet's Ruby on the first call
and kept for the session (the Runtime owns the bridge; ``close()`` ends it).
Puppet itself loads the function, checks its dispatch types and runs it, in a
top scope holding the node's facts. Values cross as JSON lines; those JSON has
no form for are tagged objects (see ruby_helper.rb and docs/readme/ruby.md).
"""
import json
import os
import re
import selectors
import shutil
import subprocess
import tempfile
import time
import weakref

from ..errors import EvaluationError
from ..values.core import DEFAULT, PRegexp, PSensitive

HELPER = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'ruby_helper.rb')
AIO_RUBY = '/opt/puppetlabs/puppet/bin/ruby'
INSTALL_HINT = ('install Puppet (Debian/Ubuntu: apt-get install puppet-agent; elsewhere: '
                'the puppet-agent package or `gem install puppet`)')
# Puppet's log levels as lazygraph's messages name them.
_LEVELS = {'debug': 'debug', 'info': 'info', 'notice': 'notice', 'warning': 'warning',
           'err': 'err', 'alert': 'alert', 'crit': 'crit', 'emerg': 'emerg'}


class RubyOptions:
    """How to run the helper. ruby: the Ruby executable (default: found as
    find_ruby() says); timeout: seconds one call may take; startup_timeout:
    seconds Ruby may take to load Puppet; command: a whole command line that
    replaces ``RUBY ruby_helper.rb`` (tests use it to play a broken helper)."""

    def __init__(self, ruby=None, timeout=60.0, startup_timeout=120.0, command=None):
        self.ruby, self.timeout, self.startup_timeout = ruby, timeout, startup_timeout
        self.command = command

    @classmethod
    def of(cls, value):
        """``ruby=`` as the library takes it: False/None, True, or RubyOptions."""
        if not value:
            return None
        return value if isinstance(value, cls) else cls()


def find_ruby():
    """Puppet's Ruby: puppet-agent's own, else the one the ``puppet`` command runs
    with, else ``ruby`` on PATH. None when there is none."""
    if os.access(AIO_RUBY, os.X_OK):
        return AIO_RUBY
    puppet = shutil.which('puppet')
    if puppet:
        try:
            with open(puppet, 'rb') as stream:
                first = stream.readline(200).decode('utf-8', 'replace')
        except OSError:
            first = ''
        words = first[2:].split() if first.startswith('#!') else []
        if words and os.path.basename(words[0]) == 'env' and len(words) > 1:
            words = [shutil.which(words[1]) or '']
        if words and 'ruby' in os.path.basename(words[0]) and os.access(words[0], os.X_OK):
            return words[0]
    return shutil.which('ruby')


def ruby_function_file(paths, name):
    """The .rb file on the modulepath that defines function ``name``, or None."""
    segments = name.lower().lstrip(':').split('::')
    if not all(segments):
        return None
    for base in paths:
        if len(segments) > 1:
            candidate = os.path.join(base, segments[0], 'lib', 'puppet', 'functions',
                                     *segments) + '.rb'
            if os.path.isfile(candidate):
                return candidate
            continue
        try:
            modules = sorted(os.listdir(base))
        except OSError:
            continue
        for module in modules:
            lib = os.path.join(base, module, 'lib', 'puppet')
            for candidate in (os.path.join(lib, 'functions', name + '.rb'),
                              os.path.join(lib, 'parser', 'functions', name + '.rb')):
                if os.path.isfile(candidate):
                    return candidate
    return None


class RubyFunction:
    """A function table entry whose body runs in the Ruby helper."""
    __slots__ = ('name', 'path', 'bridge')
    pure = False      # Ruby may read files, keep state, log: never folded

    def __init__(self, name, path, bridge):
        self.name, self.path, self.bridge = name, path, bridge

    def invoke(self, call, args, block):
        return self.bridge.call(self.name, args, call, block)


class RubyBridge:
    """The helper process of one Runtime, started on the first call."""

    def __init__(self, runtime, options):
        self._runtime = weakref.ref(runtime)
        self.options = options
        self.functions = {}
        self.process = None
        self.calls = 0
        self._buffer = b''
        self._finalizer = None
        self._lambdas = {}          # id -> Closure, while the call that passed it runs
        self._next_lambda = 0
        self._callback_error = None  # the manifest's error met in a callback
        self._objects = {}          # id -> a value with a Ruby form (Hiera's $context), per call

    # -- lookup ----------------------------------------------------------------------
    def function(self, name):
        """A RubyFunction if a .rb file on the modulepath defines ``name``."""
        if name not in self.functions:
            path = ruby_function_file(self._runtime().loader.path, name)
            self.functions[name] = path and RubyFunction(name.lstrip(':'), path, self)
        return self.functions[name]

    # -- calls -----------------------------------------------------------------------
    def call(self, name, args, call, block=None):
        if self.process is None:
            self._start(call)
        # A value with a Ruby form of its own (a Hiera backend's Puppet::LookupContext)
        # goes as that form; Ruby may call back to it, and it reads the answer.
        own = [a for a in args if getattr(a, 'ruby_form', None) is not None]
        for value in own:
            self._objects[id(value)] = value
        request = {'op': 'call', 'name': name, 'args': [
            a.ruby_form(id(a)) if id(a) in self._objects else encode(a, call) for a in args]}
        if block is not None:
            request['block'] = self._lambda(block)
        self._callback_error = None
        try:
            answer = self._exchange(request, self.options.timeout, "calling '%s'" % name, call)
        finally:
            if block is not None:
                del self._lambdas[request['block']['id']]
            for value in own:
                del self._objects[id(value)]
        self.calls += 1
        for value in own:
            value.ruby_answer(answer)
        if 'error' in answer:
            # An error of the manifest's own code, met in a callback, keeps its place.
            error, self._callback_error = self._callback_error, None
            if error is not None and str(answer['error']).endswith(error.message):
                raise error
            raise EvaluationError(str(answer['error']), call.span)
        return decode(answer.get('value'), call)

    def _lambda(self, closure):
        self._next_lambda += 1
        self._lambdas[self._next_lambda] = closure
        required, maximum = closure.arity
        return {'$lg': 'lambda', 'id': self._next_lambda, 'required': required,
                'maximum': maximum}

    def _callback(self, request, call):
        """Run what Ruby asked for: a lambda it was given, or a function of the
        manifest it could not find. The reply is the value, or the error's text."""
        from ..errors import LazygraphError
        from ..nodes.calls import Signal
        try:
            args = [decode(a, call) for a in request.get('args') or []]
            if request.get('callback') == 'lambda':
                closure = self._lambdas.get(request.get('id'))
                if closure is None:
                    return {'error': 'no lambda %r was given to this call' % request.get('id')}
                value = closure(*args)
            elif request.get('callback') == 'object':
                target = self._objects.get(request.get('id'))
                if target is None:
                    return {'error': 'no object %r was given to this call' % request.get('id')}
                value = target.ruby_callback(str(request.get('method')), args, call)
            elif request.get('callback') == 'variables':
                from ..templates import ErbScope
                scope = ErbScope(call)
                value = {name: scope.lookup(name)[1] for name in scope.variable_names()}
            elif request.get('callback') == 'resources':
                value = _catalog_so_far(call)
            elif request.get('callback') == 'variable':
                node = self._variable(str(request.get('name')), request.get('relative'), call)
                if node is None:
                    return {'unknown': True}
                value = node.resolve()
            else:
                function = self._manifest_function(str(request.get('name')))
                if function is None:
                    return {'unknown': True}    # Ruby raises Puppet's own error
                value = function.invoke(call, args, None)
            return {'value': encode(value, call)}
        except LazygraphError as exc:
            self._callback_error = exc
            return {'error': exc.message}
        except Signal:
            return {'error': 'break or return cannot leave a lambda given to a Ruby function'}

    @staticmethod
    def _variable(name, relative, call):
        """The node a Ruby lookup of ``name`` finds: from the call (legacy functions
        see their caller's scope) or from the top scope; None if unset."""
        from ..nodes.access import Variable
        if not relative and '::' not in name:
            name = '::' + name
        return Variable(call.span, name=name).attach(call).binding()

    def _manifest_function(self, name):
        """A function lazygraph knows (not Ruby's: Puppet there did not find it)."""
        runtime = self._runtime()
        return runtime._autoloaded('function', name,
                                   lambda: runtime.known_function(name.lstrip(':')))

    def _start(self, call):
        command = self.options.command
        if command is None:
            ruby = self.options.ruby or find_ruby()
            if not ruby:
                raise EvaluationError('--ruby needs Ruby with Puppet to call Ruby functions, '
                                      'and no ruby was found: ' + INSTALL_HINT, call.span)
            command = [ruby, HELPER]
        self._stderr = tempfile.TemporaryFile()
        try:
            self.process = subprocess.Popen(command, stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, stderr=self._stderr)
        except OSError as exc:
            self.process = None
            raise EvaluationError('cannot start the Ruby helper (%s): %s' % (
                command[0], exc.strerror or exc), call.span)
        self._buffer = b''
        self._finalizer = weakref.finalize(self, _stop, self.process)
        runtime = self._runtime()
        compiler = runtime.compiler
        facts = runtime.facts
        node = getattr(compiler, 'node_name', None) or facts.get('fqdn') or 'lazygraph'
        request = {'op': 'init', 'modulepath': runtime.loader.path, 'node': node,
                   'facts': _json_facts(facts), 'environment': 'production',
                   'strict_variables': runtime.strict_variables}
        started = time.perf_counter()
        answer = self._send_and_read(request, self.options.startup_timeout, 'starting', call)
        self.startup_seconds = time.perf_counter() - started
        if 'error' in answer:
            self.close()
            raise EvaluationError('the Ruby helper could not set up Puppet: %s' % answer['error'],
                                  call.span)

    def _exchange(self, request, timeout, doing, call):
        """Send one request, read its answer, serving the callbacks that come
        before it; any failure of the helper stops it."""
        answer = self._send_and_read(request, timeout, doing, call)
        while 'callback' in answer:
            reply = self._callback(answer, call)
            if self.process is None:      # a nested call stopped the helper
                raise self._callback_error or EvaluationError(
                    'the Ruby helper stopped while %s' % doing, call.span)
            answer = self._send_and_read(reply, timeout, doing, call)
        return answer

    def _send_and_read(self, request, timeout, doing, call):
        try:
            self.process.stdin.write(json.dumps(request).encode('utf-8') + b'\n')
            self.process.stdin.flush()
        except OSError:
            self._fail('the Ruby helper died', doing, call)
        line = self._read_line(timeout, doing, call)
        try:
            answer = json.loads(line)
        except ValueError:
            self._fail('the Ruby helper answered something that is not JSON: %r'
                       % line[:200].decode('utf-8', 'replace'), doing, call)
        if not isinstance(answer, dict):
            self._fail('the Ruby helper answered %r, not an object' % answer, doing, call)
        if 'fatal' in answer:
            self._fail('%s; %s' % (answer['fatal'], INSTALL_HINT), doing, call)
        self._log(answer, call)
        return answer

    def _read_line(self, timeout, doing, call):
        stream = self.process.stdout
        deadline = time.monotonic() + timeout
        chunks = [self._buffer]      # joined once: answers may be megabytes
        with selectors.DefaultSelector() as selector:
            selector.register(stream, selectors.EVENT_READ)
            while b'\n' not in chunks[-1]:
                left = deadline - time.monotonic()
                if left <= 0 or not selector.select(left):
                    self.process.kill()     # hung: no point asking it to stop
                    self._fail('the Ruby helper did not answer within %g s (stopped it)'
                               % timeout, doing, call, killed=True)
                chunk = os.read(stream.fileno(), 1 << 20)
                if not chunk:
                    self._fail('the Ruby helper died', doing, call)
                chunks.append(chunk)
        line, _, self._buffer = b''.join(chunks).partition(b'\n')
        return line

    def _fail(self, what, doing, call, killed=False):
        process = self.process
        self.close()
        status = process.returncode if process is not None else None
        text = '%s while %s' % (what, doing)
        if status is not None and status > 0:
            text += ' (exit status %d)' % status
        elif status is not None and status < 0 and not killed:
            text += ' (killed by signal %d)' % -status
        tail = self._stderr_tail()
        if tail:
            text += '; its last output: ' + tail
        raise EvaluationError(text, call.span)

    def _stderr_tail(self):
        stream = getattr(self, '_stderr', None)
        if stream is None or stream.closed:
            return ''
        stream.seek(0, os.SEEK_END)
        stream.seek(max(0, stream.tell() - 600))
        lines = stream.read().decode('utf-8', 'replace').strip().splitlines()
        return ' | '.join(lines[-4:])

    def _log(self, answer, call):
        runtime = self._runtime()
        messages = answer.get('messages')
        for message in messages if isinstance(messages, list) else ():
            if not isinstance(message, dict):
                continue
            level = _LEVELS.get(message.get('level'), 'notice')
            runtime.log(level, str(message.get('text')), call.span)

    # -- end of session ----------------------------------------------------------------
    def close(self):
        """Stop the helper (it is started again if another call comes)."""
        if self._finalizer is not None:
            self._finalizer()
            self._finalizer = None
        self.process = None


def _stop(process):
    """End the helper: close its input (it exits at end of input), else kill it."""
    try:
        process.stdin.close()
    except OSError:
        pass
    try:
        process.wait(timeout=2)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    process.stdout.close()


def _json_facts(facts):
    try:
        json.dumps(facts)
        return facts
    except (TypeError, ValueError):
        return {}


# -- values across the wire ------------------------------------------------------------

def encode(value, call):
    """A Puppet value as the helper's JSON (tagged objects for what JSON lacks)."""
    from ..values.types import PType
    if value is None or isinstance(value, (str, bool, int)):
        return value
    if isinstance(value, float):
        if value != value or value in (float('inf'), float('-inf')):
            raise EvaluationError('the Float %r cannot be passed to a Ruby function' % value,
                                  call.span)
        return value
    if isinstance(value, list):
        return [encode(v, call) for v in value]
    if isinstance(value, dict):
        return {'$lg': 'hash', 'pairs': [[encode(k, call), encode(v, call)]
                                         for k, v in value.items()]}
    if value is DEFAULT:
        return {'$lg': 'default'}
    if isinstance(value, PSensitive):
        return {'$lg': 'sensitive', 'value': encode(value.value, call)}
    if isinstance(value, PRegexp):
        return {'$lg': 'regexp', 'source': value.source}
    if isinstance(value, PType):
        return {'$lg': 'type', 'text': str(value)}
    raise EvaluationError('a %s cannot be passed to a Ruby function' % type(value).__name__,
                          call.span)


def decode(value, call):
    """The helper's JSON as a Puppet value."""
    try:
        return _decode(value, call)
    except (KeyError, TypeError, ValueError, AttributeError, re.error,
            EvaluationError) as exc:   # EvaluationError: e.g. a regexp that does not compile
        raise EvaluationError('the Ruby helper answered a value lazygraph cannot read (%s): '
                              '%.200r' % (getattr(exc, 'message', exc), value), call.span)


def _decode(value, call):
    if isinstance(value, list):
        return [_decode(v, call) for v in value]
    if not isinstance(value, dict):
        return value
    tag = value.get('$lg')
    if tag == 'hash':
        return {_key(_decode(k, call), call): _decode(v, call) for k, v in value['pairs']}
    if tag == 'default':
        return DEFAULT
    if tag == 'sensitive':
        return PSensitive(_decode(value['value'], call))
    if tag == 'regexp':
        return PRegexp(value['source'])
    if tag == 'type':
        return parse_type(value['text'], call)
    raise EvaluationError('the Ruby helper answered an unknown value %r' % (value,), call.span)


def _key(value, call):
    if isinstance(value, (list, dict)):
        raise EvaluationError('the Ruby function returned a hash with a key that is an %s; '
                              'lazygraph supports only scalar hash keys'
                              % ('Array' if isinstance(value, list) else 'Hash'), call.span)
    return value


def parse_type(text, call):
    """A type Ruby returned, as its text (``Integer[1, 3]``, ``File['/x']``), read
    under the call so that type aliases and defined types resolve as there."""
    from ..deep import run_deep
    from ..errors import LazygraphError
    from ..nodes.scope import Context
    from ..source import Source
    from ..syntax.parser import parse
    from ..values.types import PType
    try:
        program = run_deep(parse, Source(text, '<type from Ruby>'))
        holder = Context(call.span, bindings=[], body=program.body.clone(),
                         scope_name='type from Ruby')
        holder.attach(call)
        value = holder.resolve()
    except LazygraphError as exc:
        value = exc
    if not isinstance(value, PType):
        raise EvaluationError('the Ruby function returned the type %s, which lazygraph '
                              'cannot read' % text, call.span)
    return value


def _catalog_so_far(call):
    """[type, title, parameters] of every resource declared so far, virtual ones
    too, in order: what Puppet's catalog holds when the Ruby function runs."""
    from ..outputs.catalog_json import parameter_data
    compiler = call.runtime().compiler
    if compiler.cone is not None:      # code the cone skipped may have declared more
        compiler.cone.widen('a Ruby function reads the catalog', call)
    compiler.create_stub_resources()    # not create_all_stubs: collectors keep cursors
    compiler.attribute_uses.add('*')     # it may read any value
    return [[r.type, r.title, parameter_data(r, list(r.params), every=True)]
            for r in compiler._resources]
