"""Built-in Puppet functions, grouped by what they work on."""
# Each module of built-ins is imported when one of its functions is first used
# (registry.builtin); registry.load_all() imports them all.
