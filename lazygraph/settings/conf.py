"""puppet.conf read with Puppet 7's rules (Puppet::Settings::IniFile and
ConfigFile): `[section]` lines, `name = value` lines, `#` comment lines and
blank lines, nothing else. Settings before the first section header are in
[main]; a section may appear twice (its lines add up); within a section the
first line for a name counts. Values are translated as Puppet does (true and
false in any case are booleans, one pair of outer quotes goes) and file
metadata (`{owner = root, mode = 0644}`) is removed.

Puppet logs a malformed file and ignores all of it; lazygraph stops with an
error at the line (docs/settings.md). Python's configparser has other rules
(`:` separators, continuation lines, case folded names), hence this reader."""
import re

from ..errors import UsageError
from ..source import Source, Span
from .kinds import from_text

SECTIONS = ('main', 'server', 'master', 'agent', 'user')
# Settings only an environment sets (Puppet::Settings::EnvironmentConf).
ENVIRONMENT_ONLY = ('modulepath', 'manifest', 'config_version')
SECTION_LINE = re.compile(r'(\s*)\[(\w+)\](\s*)\Z')
SETTING_LINE = re.compile(r'(\s*)(\w+)(\s*=\s*)(.*?)(\s*)\Z')
IGNORED_LINE = re.compile(r'\s*#|\s*\Z')
FILE_OPTIONS = re.compile(r'\{\s*([^}]+)\s*\}')
FILE_OPTION = re.compile(r'\s*(\w+)\s*=\s*(\w+)\s*\Z')


class ConfError(UsageError):
    """A puppet.conf Puppet would not read."""


class ConfValue:
    """One setting line's value, and where it was written."""
    __slots__ = ('value', 'span')

    def __init__(self, value, span):
        self.value, self.span = value, span


def read_puppet_conf(path):
    """{section: {name: ConfValue}} of a puppet.conf file."""
    return parse_puppet_conf(Source.from_file(path))


def parse_puppet_conf(source):
    sections = {}
    section = sections.setdefault('main', {})
    offset = 0
    for line in source.text.splitlines(True):
        text = line.rstrip('\r\n')
        span = Span(source, offset, offset + max(1, len(text)))
        offset += len(line)
        header = SECTION_LINE.match(text)
        if header:
            name = header.group(2)
            if name not in SECTIONS:
                raise ConfError("Illegal section '%s' in config file. The only valid "
                                "puppet.conf sections are: [%s]. Please use the directory "
                                "environments feature to specify environments."
                                % (name, ', '.join(SECTIONS)), span)
            section = sections.setdefault(name, {})
            continue
        setting = SETTING_LINE.match(text)
        if setting:
            name = setting.group(2)
            if name in ENVIRONMENT_ONLY:
                raise ConfError('Cannot set %s settings in puppet.conf (it is an '
                                "environment's: environment.conf)" % name, span)
            if name not in section:
                section[name] = ConfValue(_without_metadata(from_text(setting.group(4)),
                                                            span), span)
            continue
        if not IGNORED_LINE.match(text):
            raise ConfError('Could not match line %s' % text, span)
    return sections


def _without_metadata(value, span):
    """The value without its `{owner = ..., group = ..., mode = ...}` part, checked
    as Puppet checks it."""
    if not isinstance(value, str):
        return value
    match = FILE_OPTIONS.search(value)
    if match is None:
        return re.sub(r'\s*\Z', '', value)
    for option in re.split(r'\s*,\s*', match.group(1)):
        parsed = FILE_OPTION.match(option)
        if parsed is None:
            raise ConfError("Could not parse '%s'" % value, span)
        if parsed.group(1) not in ('owner', 'mode', 'group'):
            raise ConfError("Invalid file option '%s'" % parsed.group(1), span)
        if parsed.group(1) == 'mode' and not parsed.group(2).isdigit():
            raise ConfError('File modes must be numbers', span)
    value = value[:match.start()] + value[match.end():]
    return re.sub(r'\s*\Z', '', value)
