"""Read a custom type's lib/puppet/type/NAME.rb without running Ruby.

What the compiler needs is declared at the top level of the newtype block:

    Puppet::Type.newtype(:name) do
      ensurable                                # property `ensure`
      newparam(:name, :namevar => true) ...    # or `namevar: true`, or isnamevar inside
      newproperty(:size) do ... end
      def self.title_patterns; [[%r{...}, [[:a], [:b]]]]; end   # literal patterns only
    end

Anything else at that level (desc, validate, autorequire, feature, helper
defs ...) does not change the attributes. A newparam/newproperty the reader
cannot place -- inside a loop or a condition, with a computed name -- or
title patterns that are not literal make the type unreadable: a RubyReadError
naming the file and line, never a guess.
"""
import os
import re

from ..source import Source
from .resource_type import ResourceType
from .ruby_lexer import opens_block, ruby_error, tokenize

ATTRIBUTE_CALLS = ('newparam', 'newproperty')
CLOSERS = {'(': ')', '[': ']', '{': '}'}


def read_type_file(path, name, has_providers=False):
    """The type a file defines: from the parse cache when this text was read
    before (reading it takes a few milliseconds a type, a tenth of a compile
    of a module with four), else read and kept there."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    from ..syntax.parse_cache import ParseCache
    cache = ParseCache.open(quiet=True)     # the compile's own cache said why not
    if cache is None:
        return read_type(text, path, name, has_providers)
    source = Source(text, path)
    options = 'ruby type\0%s\0%s' % (name, has_providers)
    data = cache.load_data(source, options)
    if data is not None:
        try:
            return ResourceType.from_data(data, path)
        except ValueError:
            pass            # not ours: read again (and kept again)
    reader = _Reader(tokenize(text, path), path, text)
    rtype = reader.read(name, has_providers)      # an error is not kept
    if not reader.read_other_files:     # else what it reads is more than this text
        cache.store_data(source, options, rtype.to_data())
    return rtype


def read_type(text, path, name, has_providers=False):
    tokens = tokenize(text, path)
    reader = _Reader(tokens, path, text)
    return reader.read(name, has_providers)


class _Reader:
    def __init__(self, tokens, path, text):
        self.tokens = tokens
        self.path = path
        self.text = text
        self.read_other_files = False    # a mixin's (the type depends on them too)

    def fail(self, line, message):
        raise ruby_error(self.text, self.path, line, 'cannot read this custom type: ' + message)

    # -- structure --------------------------------------------------------------------
    def block_end(self, i):
        """Index just after the block opened at tokens[i] (a keyword or a bracket)."""
        tokens = self.tokens
        stack = []
        j = i
        while j < len(tokens):
            token = tokens[j]
            if token.kind == 'punct' and token.text in CLOSERS:
                stack.append(CLOSERS[token.text])
            elif token.kind == 'punct' and token.text in (')', ']', '}'):
                if not stack or stack.pop() != token.text:
                    self.fail(token.line, 'unbalanced %r' % token.text)
                if not stack:
                    return j + 1
            elif opens_block(tokens, j):
                stack.append('end')
            elif token.is_('name', 'end') and not (j > 0 and tokens[j - 1].text in ('.', 'def')):
                if not stack or stack.pop() != 'end':
                    self.fail(token.line, 'unbalanced end')
                if not stack:
                    return j + 1
            j += 1
        self.fail(tokens[i].line, 'block never closed')

    def statement_end(self, i):
        """Index of the newline ending the statement at i (brackets and blocks skipped)."""
        tokens = self.tokens
        j = i
        while j < len(tokens):
            token = tokens[j]
            if token.kind == 'newline' or token.text == ';':
                prev = tokens[j - 1] if j > i else None
                if prev is not None and prev.kind == 'punct' and prev.text in (
                        ',', '(', '[', '{', '=>', '||', '&&', '.', '=', '+', '\\'):
                    j += 1          # a continued line
                    continue
                return j
            if token.kind == 'punct' and token.text in CLOSERS or opens_block(tokens, j):
                j = self.block_end(j)
                continue
            j += 1
        return j

    # -- the newtype block --------------------------------------------------------------
    def read(self, name, has_providers):
        tokens = self.tokens
        for i, token in enumerate(tokens):
            if token.is_('name', 'newtype') and i > 0 and tokens[i - 1].text == '.':
                break
            if token.is_('name', 'register_type') and i > 0 and tokens[i - 1].text == '.':
                return self.read_resource_api(i, name)
        else:
            self.fail(1, 'no Puppet::Type.newtype(:%s) in the file' % name)
        j = i + 1
        if j < len(tokens) and tokens[j].text == '(':
            j += 1
        if j >= len(tokens) or tokens[j].kind not in ('symbol', 'string'):
            self.fail(token.line, 'the type name is not a literal symbol')
        if tokens[j].value != name:
            self.fail(token.line, "the file defines type '%s', not '%s'" % (tokens[j].value, name))
        start = j
        while start < len(tokens) and not (tokens[start].is_('name', 'do') or
                                           tokens[start].text == '{'):
            start += 1
        if start >= len(tokens):
            self.fail(token.line, 'newtype without a block')
        end = self.block_end(start)
        self.params, self.properties, self.namevars = [], [], []
        self.title_patterns_ = None
        self.isomorphic = True
        self.read_block(start + 1, end - 1)
        params, properties, namevars = self.params, self.properties, self.namevars
        title_patterns, isomorphic = self.title_patterns_, self.isomorphic
        if has_providers and 'provider' not in params:
            params.append('provider')    # Puppet adds it when the type has providers
        keys = [p for p in params if p in namevars or p == 'name']
        if title_patterns is None and len(keys) > 1:
            self.fail(tokens[start].line, 'several namevars (%s) and no title_patterns'
                      % ', '.join(keys))
        return ResourceType(name, params, properties, keys, title_patterns, isomorphic,
                            source=self.path)

    # -- Puppet::ResourceApi.register_type(name: ..., attributes: {...}) ---------------
    def read_resource_api(self, i, name):
        """A Resource API type: a literal hash of its name, attributes (a
        `behaviour: :namevar` one is a key attribute), title patterns."""
        tokens = self.tokens
        if i + 1 >= len(tokens) or tokens[i + 1].text != '(':
            self.fail(tokens[i].line, 'register_type without arguments')
        definition, _ = self.ruby_value(i + 1, closer=')')
        if definition.get('name') != name:
            self.fail(tokens[i].line, "the file registers type '%s', not '%s'"
                      % (definition.get('name'), name))
        attributes = definition.get('attributes')
        if not isinstance(attributes, dict):
            self.fail(tokens[i].line, 'register_type without a literal attributes hash')
        params, properties, namevars = [], [], []
        for attr, spec in attributes.items():
            behaviour = spec.get('behaviour') if isinstance(spec, dict) else None
            behaviour = behaviour.name if isinstance(behaviour, _Symbol) else 'property'
            if behaviour == 'namevar':
                namevars.append(attr)
            (params if behaviour in ('namevar', 'parameter', 'init_only') else
             properties).append(attr)
        patterns = None
        if definition.get('title_patterns') is not None:
            patterns = []
            for item in definition['title_patterns']:
                regex = item.get('pattern') if isinstance(item, dict) else None
                if not isinstance(regex, _Regex):
                    self.fail(tokens[i].line, 'a title pattern without a literal pattern')
                pattern = regex.python(self)
                groups = sorted(re.compile(pattern).groupindex.items(), key=lambda g: g[1])
                patterns.append((pattern, [g for g, _ in groups]))
        if patterns is None and len(namevars) > 1:
            self.fail(tokens[i].line, 'several namevars (%s) and no title_patterns'
                      % ', '.join(namevars))
        return ResourceType(name, params, properties, namevars, patterns, True,
                            source=self.path)

    def ruby_value(self, k, closer=None):
        """(value, next index) of the Ruby literal at tokens[k]: hashes (with
        labels or =>), arrays, strings, symbols, regexes, numbers, true/false/nil;
        anything else is skipped to the next ',' as an opaque value. With
        ``closer``, tokens[k] opens a bare keyword-argument list ending there."""
        tokens = self.tokens
        k = self._skip_newlines(k)
        token = tokens[k]
        if closer is not None or token.text == '{':
            end = closer or '}'
            out = {}
            k = self._skip_newlines(k + 1)
            while tokens[k].text != end:
                key_token = tokens[k]
                if key_token.kind == 'label':
                    key, k = key_token.value, k + 1
                else:
                    key, k = self.ruby_value(k)
                    k = self._skip_newlines(k)
                    if tokens[k].text != '=>':
                        self.fail(tokens[k].line, 'a hash entry without =>')
                    k += 1
                    key = key.name if isinstance(key, _Symbol) else key
                value, k = self.ruby_value(k)
                out[key] = value
                k = self._skip_newlines(k)
                if tokens[k].text == ',':
                    k = self._skip_newlines(k + 1)
            return out, k + 1
        if token.text == '[':
            items = []
            k = self._skip_newlines(k + 1)
            while tokens[k].text != ']':
                item, k = self.ruby_value(k)
                items.append(item)
                k = self._skip_newlines(k)
                if tokens[k].text == ',':
                    k = self._skip_newlines(k + 1)
            return items, k + 1
        if token.kind == 'string':
            return token.value, k + 1
        if token.kind == 'symbol':
            return _Symbol(token.value), k + 1
        if token.kind == 'regex':
            return _Regex(token.value[0], token.value[1], token.line), k + 1
        if token.kind == 'name' and token.text in ('true', 'false', 'nil'):
            return {'true': True, 'false': False, 'nil': None}[token.text], k + 1
        # Anything else (a constant, a call, arithmetic): skipped to the entry's end.
        depth = 0
        while k < len(tokens):
            text = tokens[k].text if tokens[k].kind == 'punct' else None
            if text in ('(', '[', '{'):
                depth += 1
            elif text in (')', ']', '}'):
                if depth == 0:
                    break
                depth -= 1
            elif text == ',' and depth == 0:
                break
            k += 1
        return _OPAQUE, k

    def _skip_newlines(self, k):
        while k < len(self.tokens) and self.tokens[k].kind == 'newline':
            k += 1
        if k >= len(self.tokens):
            self.fail(self.tokens[-1].line, 'unexpected end of file in a literal')
        return k

    def read_block(self, k, end, receiver=None):
        """The statements of a newtype block (or of a mixin's `extended(receiver)`
        hook, whose calls are `receiver.newparam ...`)."""
        tokens = self.tokens
        while k < end:
            token = tokens[k]
            if token.kind == 'newline' or token.text == ';':
                k += 1
                continue
            stop = self.statement_end(k)
            if receiver is not None and token.is_('name', receiver) and \
                    tokens[k + 1].text == '.':
                k += 2
                token = tokens[k]
            if token.kind == 'name' and token.text in ATTRIBUTE_CALLS:
                attr, is_namevar = self.attribute(k, stop)
                (self.params if token.text == 'newparam' else self.properties).append(attr)
                if is_namevar and token.text == 'newparam':
                    self.namevars.append(attr)
            elif token.is_('name', 'ensurable'):
                self.properties.append('ensure')
            elif token.is_('name', 'def') and self.is_self_method(k, 'title_patterns'):
                self.title_patterns_ = self.title_patterns(k, stop)
            elif token.is_('name', 'def') and self.is_self_method(k, 'isomorphic?'):
                body = [t for t in tokens[k + 4:stop - 1] if t.kind != 'newline']
                self.isomorphic = not (len(body) == 1 and body[0].text == 'false')
            elif token.kind == 'name' and token.text in ('extend', 'include') and \
                    receiver is None:
                self.mixin(token, tokens[k + 1])
            else:
                self.check_nested(k, stop)
            k = stop + 1

    def mixin(self, token, name):
        """`extend Mixin`: read the attributes its `self.extended(type)` hook adds,
        from the files this one requires."""
        if token.text != 'extend' or name.kind != 'const':
            self.fail(token.line, '`%s %s`: the attributes it may add are only known by '
                      'running the Ruby' % (token.text, name.text))
        self.read_other_files = True
        for path in self.required_files():
            try:
                with open(path, encoding='utf-8') as f:
                    text = f.read()
            except OSError:
                continue
            if not re.search(r'^\s*module\s+%s\b' % re.escape(name.text), text, re.M):
                continue
            other = _Reader(tokenize(text, path), path, text)
            other.params, other.properties, other.namevars = \
                self.params, self.properties, self.namevars
            other.title_patterns_, other.isomorphic = None, True
            for i, t in enumerate(other.tokens):
                if t.is_('name', 'def') and other.is_self_method(i, 'extended'):
                    j = i + 4
                    if other.tokens[j].text == '(':
                        receiver = other.tokens[j + 1].text
                    else:
                        receiver = other.tokens[j].text
                    end = other.block_end(i)
                    other.read_block(j, end - 1, receiver)
                    return
            self.fail(token.line, '`extend %s`: no self.extended hook found in %s'
                      % (name.text, path))
        self.fail(token.line, '`extend %s`: its module was not found in the files this one '
                  'requires' % name.text)

    def required_files(self):
        """The files `require 'x/y'` (relative to the module's lib) and
        `require_relative` name."""
        lib = self.path.split(os.sep + 'puppet' + os.sep + 'type' + os.sep)[0]
        tokens = self.tokens
        for i, t in enumerate(tokens[:-1]):
            if t.kind == 'name' and t.text in ('require', 'require_relative'):
                arg = tokens[i + 1] if tokens[i + 1].text != '(' else tokens[i + 2]
                if arg.kind != 'string':
                    continue
                base = lib if t.text == 'require' else os.path.dirname(self.path)
                path = os.path.normpath(os.path.join(base, arg.value))
                yield path if path.endswith('.rb') else path + '.rb'

    def is_self_method(self, k, method):
        tokens = self.tokens
        return k + 3 < len(tokens) and tokens[k + 1].text == 'self' and \
            tokens[k + 2].text == '.' and tokens[k + 3].text == method

    def attribute(self, k, stop):
        """(name, namevar?) of a newparam/newproperty statement."""
        tokens = self.tokens
        j = k + 1
        if tokens[j].text == '(':
            j += 1
        while tokens[j].kind == 'newline':
            j += 1
        if tokens[j].kind not in ('symbol', 'string'):
            self.fail(tokens[k].line, '%s with a name that is not a literal' % tokens[k].text)
        attr = tokens[j].value
        namevar = False
        for m in range(j + 1, stop):
            t = tokens[m]
            if (t.kind == 'label' and t.value == 'namevar') or (
                    t.kind == 'symbol' and t.value == 'namevar' and tokens[m + 1].text == '=>'):
                value = tokens[m + 1] if t.kind == 'label' else tokens[m + 2]
                namevar = value.text == 'true'
            if t.is_('name', 'isnamevar'):
                namevar = True
            if t.kind == 'name' and t.text in ATTRIBUTE_CALLS:
                self.fail(t.line, '%s inside another attribute' % t.text)
        return attr, namevar

    def check_nested(self, k, stop):
        """A statement the reader skips must not declare attributes out of its sight."""
        for t in self.tokens[k:stop]:
            if t.kind == 'name' and t.text in ATTRIBUTE_CALLS + ('ensurable', 'newmetaparam'):
                self.fail(t.line, '%s inside a block or condition: its attributes depend on '
                          'running the Ruby' % t.text)

    # -- title patterns ---------------------------------------------------------------
    def title_patterns(self, k, stop):
        """The literal value of `def self.title_patterns ... end`, as (regex, attrs)."""
        tokens = self.tokens
        body = [t for t in tokens[k + 4:stop - 1]]
        local = {}
        statements = _split_statements(body)
        if not statements:
            self.fail(tokens[k].line, 'empty title_patterns')
        for statement in statements[:-1]:
            if len(statement) >= 3 and statement[0].kind == 'name' and statement[1].text == '=':
                local[statement[0].text] = self.literal(statement[2:], local)[0]
            else:
                self.fail(statement[0].line, 'title_patterns is not a literal list')
        last = statements[-1]
        if last and last[0].is_('name', 'return'):
            last = last[1:]
        value, rest = self.literal(last, local)
        if rest or not isinstance(value, list):
            self.fail(tokens[k].line, 'title_patterns is not a literal list')
        patterns = []
        for item in value:
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], _Regex)
                    and isinstance(item[1], list)):
                self.fail(tokens[k].line, 'a title pattern is not [regex, [[:attr], ...]]')
            attrs = []
            for spec in item[1]:
                if not (isinstance(spec, list) and spec and isinstance(spec[0], _Symbol) and
                        all(s is _IDENTITY for s in spec[1:])):
                    self.fail(item[0].line, 'a title pattern maps to something other than '
                              '[:attribute] or [:attribute, identity lambda]')
                attrs.append(spec[0].name)
            patterns.append((item[0].python(self), attrs))
        return patterns

    def literal(self, tokens, local):
        """(value, remaining tokens) of a Ruby literal: arrays, regexes, symbols,
        strings, identity lambdas and local names bound to those."""
        tokens = [t for t in tokens if t.kind != 'newline']
        if not tokens:
            self.fail(self.tokens[-1].line, 'missing value in title_patterns')
        t = tokens[0]
        if t.text == '[':
            items = []
            rest = tokens[1:]
            while rest and rest[0].text != ']':
                item, rest = self.literal(rest, local)
                items.append(item)
                if rest and rest[0].text == ',':
                    rest = rest[1:]
            if not rest:
                self.fail(t.line, 'unterminated [')
            return items, rest[1:]
        if t.kind == 'regex':
            return _Regex(t.value[0], t.value[1], t.line), tokens[1:]
        if t.kind == 'symbol':
            return _Symbol(t.value), tokens[1:]
        if t.kind == 'name' and t.text in local:
            return local[t.text], tokens[1:]
        # lambda { |x| x }, proc { |x| x }, ->(x) { x }, Proc.new { |x| x }
        text = ' '.join(x.text for x in tokens[:12])
        m = re.match(r'(?:(?:lambda|proc|Proc \. new) \{ \| (\w+) \| (\w+) \}'
                     r'|-> \( (\w+) \) \{ (\w+) \}'
                     r'|(?:lambda|proc) do \| (\w+) \| (\w+) end)', text)
        if m:
            groups = [g for g in m.groups() if g is not None]
            if groups[0] != groups[1]:
                self.fail(t.line, 'a title pattern lambda that changes the value')
            used = len(m.group(0).split(' '))
            return _IDENTITY, tokens[used:]
        self.fail(t.line, 'title_patterns is not a literal list (%s)' % t.text)


def _split_statements(body):
    statements, current, depth = [], [], 0
    for t in body:
        if t.kind == 'punct' and t.text in CLOSERS:
            depth += 1
        elif t.kind == 'punct' and t.text in (')', ']', '}'):
            depth -= 1
        if depth == 0 and (t.kind == 'newline' or t.text == ';'):
            if current:
                statements.append(current)
            current = []
            continue
        current.append(t)
    if current:
        statements.append(current)
    return statements


class _Symbol:
    def __init__(self, name):
        self.name = name


_IDENTITY = object()
_OPAQUE = object()      # a Ruby value the reader does not need


class _Regex:
    def __init__(self, source, flags, line):
        self.source, self.flags, self.line = source, flags, line

    def python(self, reader):
        """The pattern as Python's re reads it (Ruby's ^ and $ always match at lines)."""
        if '[[:' in self.source:
            reader.fail(self.line, 'a POSIX bracket class in a title pattern')
        source = self.source.replace('(?<', '(?P<').replace('(?P<=', '(?<=') \
            .replace('(?P<!', '(?<!')
        source = source.replace(r'\h', '[0-9a-fA-F]').replace(r'\Z', r'(?=\n?\Z)') \
            .replace(r'\z', r'\Z')
        flags = 'm' + ('s' if 'm' in self.flags else '') + ('i' if 'i' in self.flags else '') + \
            ('x' if 'x' in self.flags else '')
        pattern = '(?%s)%s' % (flags, source)
        try:
            re.compile(pattern)
        except re.error as exc:
            reader.fail(self.line, 'a title pattern Python cannot read: %s' % exc)
        return pattern
