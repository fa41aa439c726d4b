"""ARM-7 types (the spec's `type Name { attr ... }`): parsing, every setting,
multiplicity, inheritance, checks, invariants, the forms of `new`, the
restricted language of type bodies, and `--strict`, which refuses them as
Puppet 7.23 does (checked with the oracle)."""
import pytest

import lazygraph
from lazygraph.errors import LazygraphError, ParseError
from lazygraph.nodes.object_types import FeatureDefinition, Invariant, ObjectTypeDefinition

USER = '''type User {
  attr name, String { min => 1 }
  attr password, String {
    check => { if $password =~ /:/ { "A ':' is not allowed in a password" } }
  }
  attr age, Integer { default => 3, check => |$x| { $x >= 0 } }
  attr groups, String {
    max   => unbound,
    check => { if $it =~ /:/ { "Use group names not GID. '${it}' not acceptable as group name." } }
  }
  attr kind, enum[admin, normal] { default => normal }
  invariant "admins need a password" { !($kind == admin and $password == undef) }
}
'''


def value(code):
    return lazygraph.evaluate(code)


def error(code, **options):
    with pytest.raises(LazygraphError) as info:
        lazygraph.evaluate(code, **options)
    exc = info.value
    assert exc.span is not None, exc
    return exc


def where(exc):
    return exc.span.line, exc.span.column, exc.message


# -- parsing ---------------------------------------------------------------------------

def test_parse_builds_a_definition_with_features_and_invariants():
    program = lazygraph.parse(USER + 'type Admin inherits User { abstract }\n')
    user, admin = program.body.statements
    assert isinstance(user, ObjectTypeDefinition) and user.name == 'User'
    assert user.parent_name is None and user.abstract is False
    assert [str(f.name) for f in user.features] == ['name', 'password', 'age', 'groups', 'kind']
    assert all(isinstance(f, FeatureDefinition) and f.kind == 'attr' for f in user.features)
    age = user.features[2]
    assert [str(s.name) for s in age.settings] == ['default', 'check']
    (invariant,) = user.invariants
    assert isinstance(invariant, Invariant) and invariant.message() == 'admins need a password'
    assert admin.parent_name == 'User' and admin.abstract is True and admin.features == []


def test_has_and_colon_form_and_lambda_invariant():
    program = lazygraph.parse('''
type Role { attr gid, String }
type Account {
  has roles, Role { : max => unbound, containment => false }
  invariant |$a| { $a.roles != [] }
}''')
    account = program.body.statements[1]
    (roles,) = account.features
    assert roles.kind == 'has' and [str(s.name) for s in roles.settings] == ['max', 'containment']
    assert account.invariants[0].title is None


def test_the_arm_words_stay_names_outside_type_bodies():
    assert value('$has = 1\n$invariant = 2\n$abstract = 3\n$min = 4\n'
                 '[$has, $invariant, $abstract, $min]') == [1, 2, 3, 4]
    assert value('function enum($x) { $x } enum(5)') == 5


def test_type_aliases_are_unchanged():
    assert value('type Port = Integer[1, 65535]\n8080 =~ Port') is True
    assert value('type Pair = Tuple[String, Integer]\n[a, 1] =~ Pair') is True


@pytest.mark.parametrize('code, line, column, message', [
    ('type A { foo }', 1, 10, "not 'foo'"),
    ('type A { attr x }', 1, 10, "'attr' is followed by a name and a type"),
    ('type A { attr x, Integer { bogus => 1 } }', 1, 28, "'bogus' is not a setting"),
    ('type A { has x, Integer { default => 1 } }', 1, 27, "'default' is not a setting of a reference"),
    ('type A { attr x, Integer { min => -1 } }', 1, 35, "'min' is an Integer"),
    ('type A { attr x, Integer { max => lots } }', 1, 35, "'max' is an Integer or unbound"),
    ('type A { attr x, Integer { transient => 1 } }', 1, 41, "'transient' is true or false"),
    ('type A { attr x, Integer { min => 1, min => 2 } }', 1, 38, "'min' is given more than once"),
    ('type A { attr x, colour[red] }', 1, 18, "not 'colour'"),
    ('type A { invariant "m${x}" { true } }', 1, 20, 'without interpolation'),
    ('class c { type A { } }', 1, 11, 'A Type Definition may only appear at toplevel'),
])
def test_syntax_errors_are_located(code, line, column, message):
    exc = error(code)
    assert isinstance(exc, ParseError)
    assert exc.span.line == line and exc.span.column == column, exc
    assert message in exc.message


@pytest.mark.parametrize('body, column, what', [
    ("check => { include foo }", 39, "the function 'include'"),
    ("check => { notice($it) }", 39, "the function 'notice'"),
    ("check => { file { '/x': } }", 39, 'ResourceExpression'),
    ("check => |$v| { $v.lookup }", 44, "the function 'lookup'"),
    ("default => inline_template('x')", 39, "the function 'inline_template'"),
])
def test_type_bodies_take_only_the_restricted_language(body, column, what):
    exc = error('type A { attr x, Integer { %s } }' % body)
    assert exc.span.column == column, exc
    assert what in exc.message and 'not allowed in a type body' in exc.message


def test_feature_types_are_checked_too():
    exc = error("type A { attr x, Integer[1, lookup('a')] }")
    assert where(exc)[:2] == (1, 29) and "the function 'lookup'" in exc.message
    exc = error('type A { attr x, Integer[1, 5] }\nA({x => 9})')
    assert where(exc) == (2, 1, 'A[x] expects an Integer[1, 5] value, got Integer')


def test_restricted_language_has_select_reject_collect_reduce_and_new():
    code = '''
type Bag {
  attr items, Integer { max => unbound }
  attr total, Integer { derived => { $items.reduce(0) |$s, $i| { $s + $i } } }
  attr big, Integer { max => unbound, derived => { $items.select |$i| { $i > 2 } } }
  attr small, Integer { max => unbound, derived => { $items.reject |$i| { $i > 2 } } }
  attr doubled, Integer { max => unbound, derived => { $items.collect |$i| { $i * 2 } } }
}
$b = Bag({items => [1, 2, 3, 4]})
[$b.total, $b.big, $b.small, $b.doubled]
'''
    assert value(code) == [10, [3, 4], [1, 2], [2, 4, 6, 8]]


# -- instances: new, reading, types -------------------------------------------------------

def test_new_forms_and_reading_features():
    code = USER + '''
$a = new(User, {name => 'bob', groups => ['a', 'b']})
$b = User.new({name => 'x'})
$c = User({name => 'y', kind => admin, password => 'p'})
$d = new(User) |$u| { {name => "made-${u[age]}"} }
$e = User.new |$u| { {name => 'z'} }
[$a[name], $a.groups, $a.age, $b.kind, $c.kind, $d.name, $e.name, $b.groups]
'''
    assert value(code) == ['bob', ['a', 'b'], 3, 'normal', 'admin', 'made-3', 'z', []]


def test_features_may_be_named_like_keywords():
    # Resource attributes such as exec's `unless` or sshkey's `type` are features too.
    code = '''type Cmd { attr unless, String  attr type, Integer { default => 1 }  attr node, Any }
$c = Cmd({'unless' => 'x', 'node' => 2})
[$c['unless'], $c['type'], $c['node']]
'''
    assert value(code) == ['x', 1, 2]
    (cmd, _, _) = lazygraph.parse(code).body.statements
    assert [str(f.name) for f in cmd.features] == ['unless', 'type', 'node']
    assert cmd.features[1].span.column == 33


def test_instances_type_check_as_their_type():
    code = USER + '''
type Other { attr x, Integer }
$u = User({name => 'bob'})
function name_of(User $u) >> String { $u.name }
[$u =~ User, $u =~ Other, Other({}) =~ User, name_of($u), type($u) == User,
 String($u), $u =~ Object]
'''
    assert value(code) == [True, False, False, 'bob', True,
                           "User({'name' => 'bob', 'age' => 3, 'kind' => 'normal'})", False]
    exc = error(USER + "function f(User $u) { 1 }\nf(3)")
    assert "expects an User value, got Integer" in exc.message or 'expects a User' in exc.message


def test_typed_define_parameter_in_a_catalog():
    catalog = lazygraph.compile('''
type Port {
  attr number, Integer { check => { $it > 0 and $it < 65536 } }
  attr proto, enum[tcp, udp] { default => tcp }
}
define svc(Port $port) { notify { $title: message => "${port.number}/${port[proto]}" } }
svc { 'web': port => Port({number => 80}) }
''', node='n', facts={})
    assert catalog['Notify[web]'].get('message') == '80/tcp'


def test_objects_are_immutable_values():
    code = 'type A { attr x, Integer }\n$a = A({x => 1})\n'
    exc = error(code + '$a.x = 2')
    assert exc.span.line == 3
    assert value(code + '[$a == A({x => 1}), $a == A({x => 2})]') == [True, False]


# -- settings -----------------------------------------------------------------------------

def test_defaults_come_first_and_values_replace_them():
    code = 'type A { attr x, Integer { default => 5 } attr y, String { default => "d" } }\n'
    assert value(code + '[A({}).x, A({x => 1}).x, A({}).y]') == [5, 1, 'd']


def test_set_and_get_transform_values():
    code = '''
type Mode {
  attr mode, Integer {
    set => |$v| { Integer($v, 8) },
    get => |$v| { $v + 1000 },
  }
}
$m = Mode({mode => '755'})
[$m.mode, String($m)]
'''
    assert value(code) == [1493, "Mode({'mode' => 493})"]


def test_validate_runs_on_the_value_given():
    code = '''
type A { attr x, Integer { validate => { $it =~ String }, set => |$v| { Integer($v) } } }
'''
    assert value(code + "A({x => '4'}).x") == 4
    exc = error(code + 'A({x => 4})')
    assert exc.message == 'A[x]: Illegal value: 4 is not an acceptable value for x'
    assert exc.span.line == 3


def test_derived_features_are_computed_and_not_settable():
    code = r'''
type Rect {
  attr w, Integer
  attr h, Integer
  attr area, Integer { derived => { $w * $h } }
  attr size, String {
    derived => |$r| { "${r.w}x${r.h}" },
    setable => true,
    set => |$v| { if $v =~ /^(\d+)x(\d+)$/ { {w => Integer($1), h => Integer($2)} } },
  }
}
'''
    assert value(code + 'Rect({w => 2, h => 3}).area') == 6
    assert value(code + "$r = Rect({size => '4x5'})\n[$r.w, $r.h, $r.area, $r.size, String($r)]") \
        == [4, 5, 20, '4x5', "Rect({'w' => 4, 'h' => 5})"]
    exc = error(code + 'Rect({area => 1})')
    assert exc.message == 'Rect[area] is derived and cannot be set'


def test_transient_features_are_left_out_of_the_string_form():
    code = 'type A { attr x, Integer attr cache, Integer { transient => true } }\n'
    assert value(code + 'String(A({x => 1, cache => 2}))') == "A({'x' => 1})"
    assert value(code + 'A({x => 1, cache => 2}).cache') == 2


def test_unsettable_tells_not_set_from_empty():
    code = ('type A { attr tags, String { max => unbound, unsettable => true } '
            'attr more, String { max => unbound } }\n')
    assert value(code + '[A({}).tags, A({tags => []}).tags, A({}).more]') == [None, [], []]


# -- multiplicity ---------------------------------------------------------------------------

def test_multiplicity_defaults():
    code = '''
type M {
  attr opt, Integer
  attr one, Integer { min => 1 }
  attr many, Integer { min => 2 }
  attr some, Integer { min => 1, max => 3 }
}
'''
    ok = code + 'M({one => 1, many => [1, 2, 3, 4, 5], some => [1]}).many'
    assert value(ok) == [1, 2, 3, 4, 5]
    cases = [
        ("M({many => [1, 2], some => [1]})", 'M[one] requires a value (min 1)'),
        # an array literal's type is a Tuple, as Puppet names it in its mismatches
        ("M({one => [1], many => [1, 2], some => [1]})", 'M[one] expects an Integer value, got Tuple'),
        ("M({one => 1, many => [1], some => [1]})", 'M[many] expects at least 2 values, got 1'),
        ("M({one => 1, many => 3, some => [1]})",
         'M[many] holds an Array of values (max unbound), got an Integer'),
        ("M({one => 1, many => [1, 2], some => [1, 2, 3, 4]})",
         'M[some] expects between 1 and 3 values, got 4'),
        ("M({one => 1, many => [1, 'b'], some => [1]})", 'M[many] expects an Integer value, got String'),
        ("M({one => 1, opt => [1, 2], many => [1, 2], some => [1]})",
         'M[opt] expects an Integer value, got Tuple'),
    ]
    for call, message in cases:
        exc = error(code + call)
        assert where(exc) == (8, 1, message)


def test_max_below_min_is_an_error_of_the_definition():
    exc = error('type A { attr x, Integer { min => 3, max => 2 } }\nA({})')
    assert exc.span.line == 1 and 'max (2) is less than min (3)' in exc.message


# -- checks and invariants ---------------------------------------------------------------------

def test_check_results():
    code = USER
    exc = error(code + "User({name => 'a', password => 'x:y'})")
    assert exc.message == "User[password]: A ':' is not allowed in a password"
    assert exc.span.line == 14 and exc.notes == ['check at <string>:4:5']
    exc = error(code + "User({name => 'a', age => -1})")
    assert exc.message == 'User[age]: Illegal value: -1 is not an acceptable value for age'
    exc = error(code + "User({name => 'a', groups => ['ok', '10:x']})")
    assert exc.message == ("User[groups]: Use group names not GID. '10:x' not acceptable as "
                           "group name.")
    exc = error('type A { attr x, String { check => $it != "" } }\nA({x => ""})')
    assert exc.message == 'A[x]: Illegal value:  is not an acceptable value for x'
    assert value('type A { attr x, Integer { check => { undef } } }\nA({x => 1}).x') == 1
    exc = error('type A { attr x, Integer { check => { 5 } } }\nA({x => 1})')
    assert 'produces a String, a Boolean or undef, not an Integer' in exc.message


def test_check_with_case_and_meta():
    code = '''
type A {
  attr fee, String {
    check => { case $fee {
      '':              { "${meta[name]} of ${meta[container][name]} can not be empty" }
      'blue', 'green': { "fee can not be set to 'blue' nor 'green'" }
      /:/:             { 'fee may not contain a colon' }
      default:         { true }
    } }
  }
}
'''
    assert value(code + "A({fee => 'red'}).fee") == 'red'
    assert error(code + "A({fee => ''})").message == 'A[fee]: fee of A can not be empty'
    assert error(code + "A({fee => 'a:b'})").message == 'A[fee]: fee may not contain a colon'


def test_invariants_see_every_feature():
    code = '''
type File2 {
  attr ensure, enum[present, absent] { default => present }
  attr content, String
  invariant "Can not specify ensure => absent, and content at the same time" {
    !($ensure == absent and $content != undef)
  }
  invariant { if $content == 'big' { "content too big: ${content}" } }
  invariant |$f| { $f.content != 'tiny' }
}
'''
    assert value(code + "File2({ensure => absent}).ensure") == 'absent'
    exc = error(code + "File2({ensure => absent, content => 'x'})")
    assert where(exc) == (11, 1, 'File2: Can not specify ensure => absent, and content at '
                                 'the same time')
    assert exc.notes == ['invariant at <string>:5:3']
    assert error(code + "File2({content => 'big'})").message == 'File2: content too big: big'
    assert error(code + "File2({content => 'tiny'})").message == 'File2: Illegal invariant'


def test_unknown_keys_are_errors():
    exc = error(USER + "User({name => 'a', shoe_size => 9})")
    assert where(exc) == (14, 1, "User has no feature 'shoe_size' (features: name, password, "
                                 "age, groups, kind)")
    exc = error(USER + "User.new |$u| { {name => 'a', nick => 'b'} }")
    assert "User has no feature 'nick'" in exc.message
    exc = error(USER + "$u = User({name => 'a'})\n$u[nick]")
    assert where(exc) == (15, 1, "User has no feature 'nick'")
    exc = error(USER + "User(1)")
    assert exc.message == 'User.new expects a Hash of feature values, got an Integer'


# -- inheritance and abstract --------------------------------------------------------------------

def test_inheritance_collects_features_and_invariants_root_first():
    code = '''
type Base { attr id, Integer { min => 1 } invariant "id positive" { $id > 0 } }
type Named inherits Base { attr name, String { default => 'n' } }
$n = Named({id => 3})
'''
    assert value(code + '[$n.id, $n.name, $n =~ Base, $n =~ Named, Base({id => 1}) =~ Named]') \
        == [3, 'n', True, True, False]
    assert error(code + 'Named({id => -1})').message == 'Named: id positive'
    assert error(code + 'Named({})').message == 'Base[id] requires a value (min 1)'


def test_inheritance_errors():
    exc = error('type A inherits Missing { }\nA({})')
    assert where(exc) == (1, 1, 'type A inherits Missing, which is not a type defined with '
                                '`type Name { ... }`')
    exc = error('type A inherits B { }\ntype B inherits A { }\nA({})')
    assert where(exc) == (1, 1, 'type A: circular inheritance (A -> B -> A)')
    exc = error('type B { attr x, Integer }\ntype A inherits B { attr x, String }\nA({})')
    assert where(exc) == (2, 26, "feature 'x' of A is already defined by B at <string>:1:10")
    exc = error('type A = Integer\ntype B inherits A { }\nB({})')
    assert 'which is not a type defined' in exc.message
    exc = error('type A { }\ntype A { }')
    assert where(exc) == (2, 1, "Type 'a' is already defined at <string>:1:1")


def test_abstract_types_cannot_be_instantiated():
    code = 'type Shape { abstract attr sides, Integer }\ntype Square inherits Shape { }\n'
    assert value(code + 'Square({sides => 4}) =~ Shape') is True
    exc = error(code + 'Shape({sides => 4})')
    assert where(exc) == (3, 1, 'Shape is abstract and cannot be instantiated')
    exc = error(code + 'new(Shape)')
    assert exc.message == 'Shape is abstract and cannot be instantiated'


# -- --strict: Puppet 7.23 refuses type definitions -------------------------------------------

STRICT_MESSAGE = 'Expressions of type a Type Definition are not supported in this version of Puppet'


@pytest.mark.parametrize('code, line, column', [
    ('type Foo { }\n', 1, 1),
    ('type Foo inherits Bar { }\n', 1, 1),
    ('notice(1)\n  type Foo { attr x, Integer }\n', 2, 3),
])
def test_strict_refuses_type_definitions_as_puppet_7(code, line, column):
    # Puppet 7.23 (../shared/oracle/puppet-compile): "Could not parse for environment
    # production: Expressions of type a Type Definition are not supported in this
    # version of Puppet (file: ..., line: 1, column: 1)" -- at the `type` keyword.
    with pytest.raises(ParseError) as info:
        lazygraph.compile(code, node='n', facts={}, strict=True)
    exc = info.value
    assert exc.message == STRICT_MESSAGE
    assert (exc.span.line, exc.span.column) == (line, column)
    assert exc.span.text == 'type'
    # type aliases are still fine in strict mode
    assert lazygraph.compile('type P = Integer\nnotify { "x": message => 1 =~ P }', node='n',
                             facts={}, strict=True)['Notify[x]'].get('message') is True


def test_cli_reports_located_errors(tmp_path, capsys):
    from lazygraph.cli import main
    path = tmp_path / 'm.pp'
    path.write_text(USER + "notify { 'x': message => User({name => 'a:b', age => -2}).age }\n")
    assert main(['compile', str(path), '--node', 'n', '--facts', _facts(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith('%s:14:26: error: User[age]: Illegal value: -2' % path)
    assert 'Traceback' not in err
    assert main(['compile', str(path), '--node', 'n', '--facts', _facts(tmp_path),
                 '--strict']) == 1
    err = capsys.readouterr().err
    assert err.startswith('%s:1:1: error: %s' % (path, STRICT_MESSAGE))


def _facts(tmp_path):
    facts = tmp_path / 'f.json'
    facts.write_text('{}')
    return str(facts)


def test_parse_cache_round_trip(tmp_path, monkeypatch):
    monkeypatch.setenv('LAZYGRAPH_CACHE_DIR', str(tmp_path))
    monkeypatch.delenv('LAZYGRAPH_NO_PARSE_CACHE', raising=False)
    from lazygraph.syntax.parse_cache import ParseCache
    cache = ParseCache.open()
    assert cache is not None
    source = lazygraph.Source(USER + "notice(User({name => 'a'}).kind)\n", 'c.pp')
    first = lazygraph.parse(source, cache=cache)
    again = lazygraph.parse(source, cache=cache)
    assert cache.hits == 1
    kinds = [n.kind for n in first.walk()]
    assert kinds == [n.kind for n in again.walk()] and 'FeatureSetting' in kinds


def test_types_autoload_from_modules(tmp_path):
    types = tmp_path / 'shop' / 'types'
    types.mkdir(parents=True)
    (types / 'item.pp').write_text(
        "type Shop::Item { attr price, Integer { min => 1, check => { $it > 0 } } }\n")
    code = "$i = Shop::Item({price => 3})\n[$i.price, $i =~ Shop::Item]"
    assert lazygraph.evaluate(code, modulepath=str(tmp_path)) == [3, True]
    with pytest.raises(LazygraphError) as info:
        lazygraph.evaluate('Shop::Item({price => 0})', modulepath=str(tmp_path))
    assert info.value.message == ('Shop::Item[price]: Illegal value: 0 is not an acceptable '
                                  'value for price')
    assert info.value.notes[0].startswith('check at %s:1:' % (types / 'item.pp'))


def test_lazy_get_reads_values_made_by_types():
    code = '''
type Port { attr number, Integer { default => 80 } }
file { '/etc/a': mode => '0644' }
$p = Port({number => 8080})
notify { 'port': message => "${p.number}" }
file { '/etc/b': content => 1/0 }
'''
    catalog = lazygraph.load(code, node='n', facts={})
    assert catalog['Notify[port]'].get('message') == '8080'
    assert catalog['File[/etc/a]'].get('mode') == '0644'


def test_the_lambda_of_new_assigns_features():
    code = '''type A {
  attr x, Integer { check => { $it < 100 } }
  attr tags, String { max => unbound, check => { $it != '' } }
}
'''
    assert value(code + '''$a = new(A) |$t| { $t[x] = 10 $t[tags] += 'a' $t[tags] += ['b', 'c'] }
$b = A.new({x => 1}) |$t| { $t[x] = $t[x] + 1 }
[$a.x, $a.tags, $b.x]''') == [10, ['a', 'b', 'c'], 2]
    # the assignment's errors are located at the assignment
    assert where(error(code + 'new(A) |$t| { $t[x] = 100 }')) == (
        5, 15, 'A[x]: Illegal value: 100 is not an acceptable value for x')
    assert where(error(code + 'new(A) |$t| { $t[y] = 1 }')) == (
        5, 15, "A has no feature 'y' (features: x, tags)")
    assert where(error(code + 'new(A) |$t| { $t[x] += 1 }')) == (
        5, 15, 'A[x] holds one value: += appends to multi-valued features only')
    # afterwards the object is immutable, even one that escaped the lambda
    assert where(error(code + '$a = A({x => 1})\n$a[x] = 2')) == (
        6, 1, 'A is immutable: features are set by new (and its lambda)')
    assert where(error(code + '$a = new(A) |$t| { $t }\n$a[x] = 2')) == (
        6, 1, 'A is immutable: features are set by new (and its lambda)')
    assert 'only a feature of an object being made' in error('$h = {}\n$h[a] = 1').message


def test_strict_keeps_puppets_refusal_of_assignment_to_an_access():
    exc = error('$h = {}\n$h[a] = 1', strict=True)
    assert isinstance(exc, ParseError) and exc.span.line == 2
    assert 'cannot assign to an access expression' in exc.message
    exc = error('$h = {}\n$h[a] += 1', strict=True)
    assert isinstance(exc, ParseError) and "the operator '+=' is not supported" in exc.message
