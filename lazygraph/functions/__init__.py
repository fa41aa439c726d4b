"""Built-in Puppet functions, grouped by what they work on."""
from . import registry

registry.load_all()
