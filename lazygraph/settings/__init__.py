"""Puppet's settings, as a manifest reads them: `$settings::confdir`,
`$settings::storeconfigs`, `$settings::all_local` (docs/settings.md).

PuppetSettings holds what the user gave (`--setting NAME=VALUE`, `settings=`
in the API, a puppet.conf); SettingValues answers one compile's values, where
the environment, manifest, modulepath and hiera.yaml are the compile's own.
A value is found as Puppet finds it (Puppet::Settings::ChainedValues): given
values, the environment's, puppet.conf's [server], [master] and [main]
sections, the aliased setting, then the default; `$name` in it is replaced by
that setting's value, and the text becomes the setting kind's value
(settings/kinds.py)."""
import functools
import os

from ..errors import BadArgument, UsageError
from ..patterns import LazyPattern
from .defaults import INSTALLATION, OVERRIDDEN_DEFAULTS, RUN_MODE, load_table
from .kinds import SettingError, check_hook, from_text, munge  # noqa: F401 (SettingError: API)

INTERPOLATION = LazyPattern(r'\$(\w+)|\$\{(\w+)\}')
# Settings an environment gives (Puppet::Settings::EnvironmentConf::VALID_SETTINGS).
ENVIRONMENT_SETTINGS = ('modulepath', 'manifest', 'config_version', 'environment_timeout',
                        'environment_data_provider', 'static_catalogs', 'rich_data')


@functools.lru_cache(maxsize=1)
def table():
    """The generated table of Puppet 7.23's settings (read once, never changed)."""
    return load_table()


class PuppetSettings:
    """Settings given to compiles: ``values`` {name: value} (a value is a str as on
    the command line -- "true", "30m", "a,b" -- or already a bool, int or list)
    and ``puppet_conf``, a puppet.conf path. Plain data: fleet workers get a copy."""

    def __init__(self, values=None, puppet_conf=None):
        if values is not None and not isinstance(values, dict):
            raise BadArgument('settings is a dict {name: value}, not %s'
                              % type(values).__name__)
        self.given = {}
        for name, value in (values or {}).items():
            self.given[name] = _checked(name, from_text(value) if isinstance(value, str)
                                        else value, 'setting %s' % name)
        self.puppet_conf = puppet_conf
        self.sections = {}
        if puppet_conf:      # as Puppet's --config FILE
            # the reader (its regexes) is imported here: most compiles read no puppet.conf
            from .conf import read_puppet_conf
            self.sections = read_puppet_conf(puppet_conf)
            self.given.setdefault('config', os.path.abspath(puppet_conf))
        for section in self.sections.values():
            for name, written in section.items():
                if name in table():
                    try:
                        _checked(name, written.value, None)
                    except UsageError as exc:
                        raise type(exc)(exc.message, written.span) from None

    @classmethod
    def of(cls, settings):
        """A PuppetSettings from what an API caller passed (None, a dict, or one)."""
        if isinstance(settings, cls):
            return settings
        return cls(settings)

    @classmethod
    def from_arguments(cls, pairs, puppet_conf=None):
        """From `--setting NAME=VALUE` arguments and `--puppet-conf FILE`."""
        values = {}
        for pair in pairs or ():
            name, equals, value = pair.partition('=')
            if not equals or not name:
                raise UsageError('--setting takes NAME=VALUE, not %r' % pair)
            values[name.strip()] = value
        return cls(values, puppet_conf)

    def __repr__(self):
        # Deterministic: a fleet keys its cached results by the options' text.
        written = {section: {name: v.value for name, v in values.items()}
                   for section, values in sorted(self.sections.items())}
        return 'PuppetSettings(%r, puppet_conf=%r, sections=%r)' % (
            dict(sorted(self.given.items())), self.puppet_conf, written)

    def configured(self, name):
        """The raw value given or written in puppet.conf for ``name``, or None."""
        if name in self.given:
            return self.given[name]
        for section in (RUN_MODE, 'master', 'main'):
            written = self.sections.get(section, {}).get(name)
            if written is not None:
                return written.value
        return None


def _checked(name, value, what):
    """The value, after checking Puppet would take it (values with `$name` in
    them are checked when read, once interpolated)."""
    setting = table().get(name)
    if setting is None:
        raise UsageError('unknown setting %r (Puppet 7 has no such setting)' % name)
    if isinstance(value, str) and '$' in value:
        return value
    try:
        munge(_aliased(setting), value)
        check_hook(name, value)
    except SettingError as exc:
        raise UsageError(str(exc)) from None
    return value


def _aliased(setting):
    return table()[setting['alias']] if setting['kind'] == 'alias' else setting


class CompileContext:
    """What a compile decides itself: lazygraph's own options as settings
    (``options``: --hiera-config, --strict-variables), the environment's values
    (``environment``), defaults of this compile (``defaults``: the server's
    certname, the environmentpath holding --environment-dir) and the name of
    the node's environment ($environment in config_version)."""

    def __init__(self, options=None, environment=None, defaults=None,
                 environment_name='production'):
        self.options = options or {}
        self.environment = environment or {}
        self.defaults = defaults or {}
        self.environment_name = environment_name


class SettingValues:
    """One compile's settings: ``value(name)`` is `$settings::name`."""

    def __init__(self, settings, context):
        self.settings = settings
        self.context = context
        self._values = {}
        self._reading = []       # settings being interpolated: a cycle is an error

    def known(self, name):
        return name in table()

    def value(self, name):
        """The value of a setting as a manifest sees it, None for no such setting."""
        if name not in self._values:
            setting = table().get(name)
            self._values[name] = None if setting is None else self._compute(setting)
        return self._values[name]

    def all_local(self):
        """$settings::all_local: every setting but `name`, in Puppet's order."""
        return {name: self.value(name) for name in table() if name != 'name'}

    def _compute(self, setting):
        name = setting['name']
        if name in self._reading:
            raise SettingError('Error converting value for param \'%s\': the setting refers '
                               'to itself (%s)' % (name, ' -> '.join(self._reading + [name])))
        self._reading.append(name)
        try:
            raw = self._raw(setting)
            if isinstance(raw, str) and name != 'code':
                raw = self._interpolate(name, raw)
            return munge(_aliased(setting), raw)
        finally:
            self._reading.pop()

    def _raw(self, setting):
        name = setting['name']
        for layer in self._layers(name):
            if name in layer and layer[name] is not None:
                return layer[name]
        configured = self.settings.configured(name)
        if configured is not None:
            return configured
        if setting['kind'] == 'alias':
            return self._raw(table()[setting['alias']])
        if name in OVERRIDDEN_DEFAULTS:
            other, when, default = OVERRIDDEN_DEFAULTS[name]
            if self.value(other) == when:
                return default
        for layer in (self.context.defaults, INSTALLATION):
            if name in layer:
                return layer[name]
        return setting['default']

    def _layers(self, name):
        yield self.settings.given
        yield self.context.options
        if name in ENVIRONMENT_SETTINGS:
            yield self.context.environment

    def _interpolate(self, name, text):
        def replace(match):
            variable = match.group(2) or match.group(1)
            if variable == 'environment':
                # Only config_version may name the environment (directory environments).
                return self.context.environment_name if name == 'config_version' \
                    else match.group(0)
            if variable == 'run_mode':
                return RUN_MODE
            value = self.value(variable)
            if value is None:
                raise SettingError("Error converting value for param '%s': Could not find "
                                   'value for %s' % (name, match.group(0)))
            return _as_text(value)
        return INTERPOLATION.sub(replace, text)


def _as_text(value):
    """A setting interpolated into another's text, as Ruby's to_s writes it."""
    if value is True or value is False:
        return str(value).lower()
    if isinstance(value, list):
        return '[%s]' % ', '.join('"%s"' % v for v in value)
    return str(value)


