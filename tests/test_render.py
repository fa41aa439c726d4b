"""`lazygraph render` stages: golden DOT files for every stage and a focus.

Regenerate after an intended change with LAZYGRAPH_UPDATE_GOLDEN=1.
"""
import os

import pytest

from lazygraph.cli import main

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, 'golden', 'render.pp')
NODE = ['--node', 'web01.example.com']

CASES = {
    'render-parsed-focus.dot': ['--stage', 'parsed', '--focus', 'File[/etc/motd].mode'],
    'render-folded-focus.dot': ['--stage', 'folded', '--focus', 'File[/etc/vhosts/www.conf]'],
    'render-catalog.dot': ['--stage', 'catalog'],
    'render-catalog-focus.dot': ['--stage', 'catalog', '--focus', 'Service[vhost-www]'],
    'render-relationships.dot': ['--stage', 'relationships'],
}


def render(capsys, *argv):
    code = main(['render', MANIFEST] + NODE + list(argv))
    out, err = capsys.readouterr()
    assert code == 0, err
    return out.replace(MANIFEST, 'render.pp'), err


@pytest.mark.parametrize('name', sorted(CASES))
def test_stage_matches_golden_file(capsys, name):
    out, _ = render(capsys, *CASES[name])
    assert render(capsys, *CASES[name])[0] == out     # deterministic
    golden = os.path.join(HERE, 'golden', name)
    if os.environ.get('LAZYGRAPH_UPDATE_GOLDEN'):
        with open(golden, 'w') as f:
            f.write(out)
    with open(golden) as f:
        assert out == f.read()


def test_catalog_stage_clusters_resources_by_container(capsys):
    out, _ = render(capsys, '--stage', 'catalog')
    define = out.index('label="Site::Vhost[www]"; ')
    cluster_end = out.index('}', define)
    assert 'File[/etc/vhosts/www.conf]' in out[define:cluster_end]
    web = out.index('label="Class[Web]"; ')
    assert web < define
    assert '"File[/etc/motd]"' in out[web:define]


def test_relationships_stage_draws_cycles_red(capsys):
    out, _ = render(capsys, '--stage', 'relationships')
    red = [line for line in out.splitlines() if 'color=red' in line]
    assert len(red) == 2
    assert all('label="before"' in line for line in red)
    assert 'label="subscribe", style=dashed' in out
    assert 'label="require"' in out and 'color=red' not in [
        line for line in out.splitlines() if 'require' in line][0]


def test_parsed_focus_is_the_cone_get_resolves(capsys):
    full, _ = render(capsys, '--stage', 'parsed')
    focus, _ = render(capsys, '--stage', 'parsed', '--focus', 'File[/etc/motd].mode')
    assert focus.count('[label=') < full.count('[label=') / 3
    assert "Boxed '0600'" in focus            # the override that wins
    assert "Variable $mode" not in focus      # the shadowed default: never resolved
    assert 'Site::Vhost' not in focus and 'vhost' not in focus


def test_focus_on_a_missing_key_fails_clearly(capsys):
    code = main(['render', MANIFEST] + NODE + ['--focus', 'File[/etc/motdd]'])
    _, err = capsys.readouterr()
    assert code == 1 and 'did you mean: File[/etc/motd]' in err


@pytest.fixture
def site(tmp_path):
    """A manifest whose resources live in a module on the modulepath."""
    module = tmp_path / 'modules' / 'web' / 'manifests'
    module.mkdir(parents=True)
    (module / 'init.pp').write_text("class web ($port = 80) {\n  include web::conf\n}\n")
    (module / 'conf.pp').write_text(
        "class web::conf {\n  file { '/etc/web.conf': content => \"port=${web::port}\\n\" }\n"
        "  notify { 'unrelated': message => 'x' }\n}\n")
    manifest = tmp_path / 'site.pp'
    manifest.write_text("node default {\n  class { 'web': port => 8080 }\n}\n")
    return manifest, str(tmp_path / 'modules')


def test_autoloaded_module_code_is_drawn_and_can_be_focused(capsys, site):
    manifest, modules = site
    assert main(['render', str(manifest), '--node', 'n', '--modulepath', modules]) == 0
    whole = capsys.readouterr().out
    assert 'ClassDefinition web::conf' in whole and 'NodeDefinition' in whole
    assert main(['render', str(manifest), '--node', 'n', '--modulepath', modules,
                 '--focus', 'File[/etc/web.conf].content']) == 0
    focus = capsys.readouterr().out
    assert 'ClassDefinition web::conf' in focus and "notify { 'unrelated'" not in focus
    (marked,) = [line for line in focus.splitlines() if 'fillcolor' in line]
    assert 'ResourceExpression file' in marked


def test_a_focus_matching_nothing_is_an_error(capsys, site, monkeypatch):
    """When nothing drawn answers for the key (here: the picture is of other
    code than the catalog's), the command fails instead of drawing nothing."""
    import lazygraph.cli as cli
    from lazygraph.evaluation import load_program
    manifest, modules = site
    monkeypatch.setattr(cli, '_program_and_modules',
                        lambda args: (load_program("notice('elsewhere')\n"), []))
    code = main(['render', str(manifest), '--node', 'n', '--modulepath', modules,
                 '--focus', 'File[/etc/web.conf].content'])
    err = capsys.readouterr().err
    assert code == 1
    assert '--focus File[/etc/web.conf].content matches nothing in the parsed graph' in err


@pytest.mark.parametrize('name, magic', [('x.svg', b'<?xml'), ('x.png', b'\x89PNG'),
                                         ('x.dot', b'digraph'), ('x.gv', b'digraph')])
def test_the_output_name_says_the_format(tmp_path, capsys, name, magic):
    target = tmp_path / name
    assert main(['render', MANIFEST] + NODE + ['-o', str(target)]) == 0
    assert target.read_bytes().startswith(magic)


def test_other_output_names_get_dot_unless_format_says(tmp_path, capsys):
    target = tmp_path / 'graph'
    assert main(['render', MANIFEST] + NODE + ['-o', str(target)]) == 0
    assert target.read_text().startswith('digraph')
    named_svg = tmp_path / 'really-svg.txt'
    assert main(['render', MANIFEST] + NODE + ['-o', str(named_svg), '--format', 'svg']) == 0
    assert named_svg.read_bytes().startswith(b'<?xml')
