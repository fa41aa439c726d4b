"""Custom resource types of modules: Puppet autoloads puppet/type/NAME.rb from
the lib directory of every module on the modulepath (modulepath order, then
module name); the reader (ruby_type.py) takes what the compiler needs from it
without Ruby. A type with providers (lib/puppet/provider/NAME/*.rb in any
module) also has the `provider` parameter, as Puppet gives it."""
import glob
import os

from .generated import read_generated_file
from .resource_type import module_type_data
from .ruby_type import read_type_file


def _modules(modulepath):
    for base in modulepath:
        try:
            names = sorted(os.listdir(base))
        except OSError:
            continue
        for module in names:
            yield module, os.path.join(base, module)


def find_custom_type(modulepath, name):
    """The ResourceType of a module's custom type NAME, or None. A type
    `puppet generate types` wrote for the environment (ENV/.resource_types,
    ENV being the parent of a modulepath directory) is what Puppet uses first."""
    if not name or '::' in name:
        return None
    for base in modulepath:
        path = os.path.join(os.path.dirname(base), '.resource_types', name + '.pp')
        if os.path.isfile(path):
            return read_generated_file(path, name)
    for module, directory in _modules(modulepath):
        path = os.path.join(directory, 'lib', 'puppet', 'type', name + '.rb')
        if os.path.isfile(path):
            known = module_type_data(name)
            if known is not None and known.module == module:
                return known
            has_providers = any(os.path.isdir(providers) and   # a stat before a listing
                                glob.glob(os.path.join(providers, '*.rb'))
                                for providers in (os.path.join(d, 'lib', 'puppet', 'provider',
                                                               name)
                                                  for _, d in _modules(modulepath)))
            rtype = read_type_file(path, name, has_providers)
            rtype.module = module
            return rtype
    return None


def custom_type_names(modulepath):
    """The names of every module type on the modulepath (lib/puppet/type/*.rb,
    ENV/.resource_types/*.pp), sorted."""
    names = set()
    for base in modulepath:
        generated = os.path.join(os.path.dirname(base), '.resource_types')
        names.update(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(generated, '*.pp')))
    for _, directory in _modules(modulepath):
        names.update(os.path.basename(p)[:-3] for p in
                     glob.glob(os.path.join(directory, 'lib', 'puppet', 'type', '*.rb')))
    return sorted(names)
