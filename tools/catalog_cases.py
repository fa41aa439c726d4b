"""The layout of the catalog conformance cases, shared by the regeneration tool
and the tests: tests/conformance/catalogs/NAME.pp with, beside it, optional
NAME.facts.json, NAME.node (the node name) and NAME.modules/ (a modulepath) or
NAME.env/ (an environment directory: modules/, .resource_types/ ...; the
manifest is still NAME.pp)."""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, 'tests', 'conformance', 'catalogs')
NODE = 'testnode.example.com'


def node_for(path):
    if os.path.exists(path[:-3] + '.node'):
        with open(path[:-3] + '.node') as f:
            return f.read().strip()
    return NODE


def facts_path(path):
    facts = path[:-3] + '.facts.json'
    return facts if os.path.exists(facts) else None


def facts_for(path):
    facts = facts_path(path)
    if facts is not None:
        with open(facts) as f:
            return json.load(f)
    return {'hostname': NODE.split('.')[0], 'fqdn': NODE}


def modulepath_for(path):
    modules = path[:-3] + '.modules'
    if os.path.isdir(path[:-3] + '.env'):
        modules = os.path.join(path[:-3] + '.env', 'modules')
    return modules if os.path.isdir(modules) else None


def environment_for(path):
    env = path[:-3] + '.env'
    return env if os.path.isdir(env) else None
