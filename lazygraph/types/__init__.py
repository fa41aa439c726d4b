"""Resource types: the built-in ones (catalog/core_types.json) and the custom
types of modules (lib/puppet/type/*.rb read without Ruby, .resource_types/*.pp)."""
from .resource_type import ResourceType, builtin_type  # noqa: F401
