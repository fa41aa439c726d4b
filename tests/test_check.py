"""`lazygraph check`: a compile that reports every attribute error (core types,
custom Ruby types of the modules, defined types, class parameters), each
located, and exits 1 when there is any."""
import os

from lazygraph.catalog.check import check
from lazygraph.cli import main

HERE = os.path.dirname(os.path.abspath(__file__))
MODULES = os.path.join(HERE, 'conformance', 'catalogs', 'types_custom.modules')

BROKEN = """File { bogus_default => 1 }
file { '/a': ensure => file, colour => red }
class c($x) { notify { 'n': mesage => $x } }
class { 'c': y => 2 }
define d($p) { }
d { 'i': q => 1 }
service { 's': ensure => running, enabel => true }
lg_service { 'web': ensure => present, port => 8080, colour => blue }
"""


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_every_attribute_error_is_reported(tmp_path, capsys):
    path = tmp_path / 'm.pp'
    path.write_text(BROKEN)
    facts = tmp_path / 'f.json'
    facts.write_text('{}')
    code, out, err = run(capsys, 'check', str(path), '--node', 'n', '--facts', str(facts),
                         '--modulepath', MODULES)
    assert code == 1
    assert out == '%s: 9 errors\n' % path
    heads = [line[len(str(path)) + 1:] for line in err.splitlines()
             if line.startswith(str(path) + ':')]
    assert heads == [
        "1:8: error: no parameter named 'bogus_default' on File[/a]",
        "2:1: error: no parameter named 'colour' on File[/a]",
        "3:15: error: no parameter named 'mesage' on Notify[n]",
        "4:9: error: Class[C]: has no parameter named 'y'",
        "4:9: error: Class[C]: expects a value for parameter 'x'",
        "6:1: error: no parameter named 'q' on D[i]",
        "6:1: error: D[i]: expects a value for parameter 'p'",
        "7:1: error: no parameter named 'enabel' on Service[s]",
        "8:1: error: no parameter named 'colour' on Lg_service[web]",
    ]
    assert 'Traceback' not in err


def test_a_clean_manifest_passes(tmp_path, capsys):
    path = tmp_path / 'ok.pp'
    path.write_text("file { '/a': ensure => file }\nlg_service { 'web': port => 1 }\n")
    code, out, err = run(capsys, 'check', str(path), '--node', 'n', '--modulepath', MODULES)
    assert (code, err) == (0, '')
    assert out == '%s: OK (5 resources checked)\n' % path


def test_a_fatal_error_ends_the_list(tmp_path):
    result = check("file { '/a': colour => red }\nfail('stop here')\n"
                   "file { '/b': size => 1 }\n", node='n', facts={})
    assert not result.ok
    assert [(e.span.line, e.message) for e in result.errors] == [
        (1, "no parameter named 'colour' on File[/a]"), (2, 'stop here')]


def test_attributes_set_after_declaration_are_checked(tmp_path):
    # An override and a collector add attributes after the declaration.
    result = check("file { '/a': }\nFile['/a'] { shade => 1 }\n"
                   "notify { 'x': }\nNotify <| |> { volume => 11 }\n", node='n', facts={})
    assert sorted(e.message for e in result.errors) == [
        "no parameter named 'shade' on File[/a]", "no parameter named 'volume' on Notify[x]"]
    assert all(e.span is not None for e in result.errors)


def test_compile_still_stops_at_the_first_error(tmp_path, capsys):
    path = tmp_path / 'm.pp'
    path.write_text(BROKEN)
    code, out, err = run(capsys, 'compile', str(path), '--node', 'n', '--modulepath', MODULES)
    assert code == 1 and out == ''
    assert err.startswith("%s:2:1: error: no parameter named 'colour'" % path)
