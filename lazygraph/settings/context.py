"""The settings a compile decides itself, from lazygraph's options: the
manifest and modulepath it compiles, the environment's environment.conf,
--hiera-config, --strict-variables, and the server's name (this machine's)."""
import os

from . import CompileContext


def compile_context(runtime):
    data = runtime.data_settings
    options = {}
    if getattr(data, 'hiera_config', None):
        options['hiera_config'] = os.path.abspath(data.hiera_config)
    if runtime.strict_variables:
        options['strict_variables'] = True
    environment_dir = getattr(data, 'environment_dir', None)
    if environment_dir:
        environment = _directory_environment(
            environment_dir, runtime.puppet_settings.configured('default_manifest'))
    else:
        environment = _static_environment(runtime)
    defaults = _server_names()
    if environment_dir:
        defaults['environmentpath'] = os.path.dirname(os.path.abspath(environment_dir))
    return CompileContext(options, environment, defaults,
                          getattr(data, 'environment', None) or 'production')


def _static_environment(runtime):
    """A manifest and --modulepath: Puppet's static environment of them."""
    values = {'modulepath': ':'.join(runtime.loader.path)}
    program = runtime.program
    source = getattr(getattr(program, 'span', None), 'source', None)
    if source is not None and getattr(program, 'file_ranks', None) is None and \
            os.path.isfile(source.filename):
        values['manifest'] = os.path.abspath(source.filename)
    return values


def _directory_environment(directory, default_manifest):
    """environment.conf's values as Puppet::Settings::EnvironmentConf gives them:
    relative paths made absolute in the environment, `$setting` kept for
    interpolation; modulepath by default the environment's modules and
    $basemodulepath, manifest by default $default_manifest."""
    from ..data.environment import Environment
    environment = Environment(directory)
    conf = environment.settings

    def absolute(path):
        return path if path.startswith('$') else os.path.normpath(
            os.path.join(environment.directory, os.path.expanduser(path)))

    modulepath = conf.get('modulepath')
    values = {
        'modulepath': ':'.join(absolute(p) for p in modulepath.split(':')) if modulepath
        else os.path.join(environment.directory, 'modules') + ':$basemodulepath',
        'manifest': absolute(conf.get('manifest') or default_manifest or './manifests'),
    }
    if conf.get('config_version'):
        values['config_version'] = absolute(conf['config_version'])
    for name in ('environment_timeout', 'static_catalogs', 'rich_data'):
        if name in conf:
            from .kinds import from_text
            values[name] = from_text(conf[name])
    return values


def _server_names():
    """certname and srv_domain: Puppet takes them from Facter on the server (this
    machine): hostname.domain, and the domain."""
    import socket
    hostname = socket.gethostname()
    fqdn = socket.getfqdn()
    if '.' not in hostname and fqdn.startswith(hostname + '.'):
        hostname = fqdn
    hostname = hostname.rstrip('.')
    names = {'certname': hostname}
    if '.' in hostname:
        names['srv_domain'] = hostname.partition('.')[2]
    return names
