"""Resource types as ARM-7 types: the shipped definitions of the built-in types
(generated from core_types.json), the form of a module's types, `lazygraph
types`, and `lazygraph check` validating resources against them."""
import glob
import os

import pytest

import lazygraph
from lazygraph.catalog.check import check
from lazygraph.cli import main
from lazygraph.errors import LazygraphError
from lazygraph.types.arm7_check import SHIPPED, ResourceDefinitions, custom_form
from lazygraph.types.arm7_form import builtin_definitions, types_text
from lazygraph.types.custom import custom_type_names, find_custom_type
from lazygraph.types.resource_type import BUILTIN

HERE = os.path.dirname(os.path.abspath(__file__))
CATALOGS = os.path.join(HERE, 'conformance', 'catalogs')
MODULEPATHS = [os.path.join(CATALOGS, 'types_custom.modules'),
               os.path.join(CATALOGS, 'types_resource_api.modules'),
               os.path.join(CATALOGS, 'types_generated.env', 'modules')]


@pytest.fixture(scope='module')
def definitions():
    loaded = ResourceDefinitions()
    yield loaded
    loaded.close()


def shipped_text():
    with open(SHIPPED) as f:
        return f.read()


def test_the_shipped_file_is_the_generators_output():
    # tools/regen_core_types.py --definitions-only rewrites it from core_types.json
    assert shipped_text() == builtin_definitions()


@pytest.mark.parametrize('name', sorted(BUILTIN))
def test_each_builtin_definition_has_exactly_the_types_attributes(definitions, name):
    rtype = BUILTIN[name]
    features = definitions.definition_for(rtype).features()
    assert set(features) == set(rtype.attributes)
    assert str(definitions.definition_for(rtype)) == 'Builtin::' + name.capitalize()


def module_types():
    for modulepath in MODULEPATHS:
        for name in custom_type_names([modulepath]):
            yield modulepath, name


@pytest.mark.parametrize('modulepath,name', list(module_types()))
def test_module_types_are_written_in_the_same_form(modulepath, name):
    # one modulepath per check: a type's name is unique there
    definitions = ResourceDefinitions()
    try:
        rtype = find_custom_type([modulepath], name)
        definition = definitions.definition_for(rtype)
        assert str(definition) == 'Custom::' + name.capitalize()
        assert set(definition.features()) == set(rtype.attributes)
    finally:
        definitions.close()


def test_the_generated_environment_types_are_found_first():
    env = os.path.join(CATALOGS, 'types_generated.env', 'modules')
    rtype = find_custom_type([env], 'lg_service')
    assert rtype.source.endswith('.resource_types/lg_service.pp')
    assert '.resource_types/lg_service.pp' in custom_form(rtype)


def test_instances_of_the_definitions():
    code = shipped_text() + '''
$e = Builtin::Exec.new({'command' => '/bin/true', 'unless' => '/bin/false',
                        'tag' => ['a', 'b::c']})
[$e['command'], $e['unless'], $e['tag'], $e =~ Builtin::Resource, Builtin::Exec < Builtin::Resource]
'''
    assert lazygraph.evaluate(code) == ['/bin/true', '/bin/false', ['a', 'b::c'], True, True]


@pytest.mark.parametrize('expression,message', [
    ("Builtin::Exec.new({'command' => 'x', 'colour' => 1})", 'Builtin::Exec has no feature'),
    ("Builtin::Notify.new({'tag' => ['ok', 'bad tag!']})",
     "Builtin::Resource[tag]: Invalid tag 'bad tag!'"),
    ("Builtin::Notify.new({'stage' => 'main'})", "Only classes can set 'stage'"),
    ("Builtin::Resource.new({})", 'Builtin::Resource is abstract'),
])
def test_what_the_definitions_refuse(expression, message):
    with pytest.raises(LazygraphError) as info:
        lazygraph.evaluate(shipped_text() + expression + '\n')
    assert message in info.value.message
    assert info.value.span.line == shipped_text().count('\n') + 1


def test_validate_reports_every_error_at_its_attribute(definitions):
    reported = []
    settings = [('tag', 'fine', 'at-1'), ('colour', 1, 'at-2'), ('tag_x', None, 'at-3'),
                ('alias', None, 'at-4'), ('notify', 'Exec[x]', 'at-5')]
    definitions.validate(BUILTIN['notify'], settings,
                         lambda name, message, span: reported.append((name, message, span)))
    assert reported == [('colour', None, 'at-2'), ('tag_x', None, 'at-3')]
    reported = []
    definitions.validate(BUILTIN['file'], [('tag', 'bad tag!', 'at-1'), ('stage', 's', 'at-2'),
                                           ('mode', 'zzz', 'at-3')],
                         lambda name, message, span: reported.append((name, message, span)))
    assert reported == [
        ('tag', "Builtin::Resource[tag]: Invalid tag 'bad tag!'", 'at-1'),
        ('stage', "Builtin::Resource[stage]: Only classes can set 'stage'; normal resources "
                  "cannot change run stage", 'at-2')]


def test_check_reports_tag_and_stage_errors_of_every_resource():
    result = check("notify { 'a': tag => 'bad tag!' }\n"
                   "notify { 'b': stage => main }\n"
                   "notify { 'c': }\nNotify['c'] { tag => 'also bad' }\n"
                   "notify { 'd': colour => red }\n", node='n', facts={})
    assert [(e.span.line, e.message) for e in result.errors] == [
        (1, "Invalid tag 'bad tag!'"),
        (2, "Only classes can set 'stage'; normal resources like Notify[b] cannot change "
            "run stage"),
        (4, "Invalid tag 'also bad'"),
        (5, "no parameter named 'colour' on Notify[d]"),
    ]


def test_check_uses_a_module_types_form(tmp_path):
    result = check("lg_service { 'web': port => 1, colour => blue, tag => 'x y' }\n",
                   node='n', facts={}, modulepath=MODULEPATHS[0])
    assert sorted(e.message for e in result.errors) == [
        "Invalid tag 'x y'", "no parameter named 'colour' on Lg_service[web]"]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_types_command_prints_definitions_that_evaluate(capsys):
    code, out, err = run(capsys, 'types', 'exec', 'sshkey', 'lg_port', '--modulepath',
                         MODULEPATHS[0])
    assert (code, err) == (0, '')
    assert out.count('type Builtin::Resource {') == 1
    assert 'type Builtin::Exec inherits Builtin::Resource {' in out
    assert '#   title /(?m)^(.*?)@(.*)$/ gives name, type' in out
    assert 'type Custom::Lg_port inherits Builtin::Resource {' in out
    value = lazygraph.evaluate(out + "Custom::Lg_port.new({'number' => 80, 'protocol' => tcp})"
                               "['protocol']\n")
    assert value == 'tcp'


def test_types_command_without_names_prints_everything(capsys):
    code, out, _ = run(capsys, 'types', '--modulepath', MODULEPATHS[0])
    assert code == 0
    assert out.startswith(builtin_definitions())
    assert out.count('type Custom::') == len(custom_type_names([MODULEPATHS[0]]))
    assert out == types_text((), [MODULEPATHS[0]])


def test_types_command_names_an_unknown_type(capsys):
    code, out, err = run(capsys, 'types', 'nosuch')
    assert code == 1 and out == ''
    assert 'Resource type not found: nosuch' in err and 'Traceback' not in err


def test_nagios_types_are_written_with_their_module():
    text = builtin_definitions()
    assert '#   from module nagios_core, when it is on the modulepath' in text
    assert 'type Builtin::Nagios_host inherits Builtin::Resource {' in text
    # its own `alias` parameter is the metaparameter's feature
    assert '  # alias: also a property of this type (the metaparameter above)' in text


def test_the_shipped_file_is_in_the_package_data():
    with open(os.path.join(HERE, '..', 'pyproject.toml')) as f:
        assert 'types/definitions/*.pp' in f.read()
    assert glob.glob(os.path.join(os.path.dirname(SHIPPED), '*.pp')) == [SHIPPED]
