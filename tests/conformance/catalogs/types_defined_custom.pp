# defined() knows core, vendored and module types
notify { "types ${defined('lg_service')} ${defined('sshkey')} ${defined(Lg_service)} ${defined('nope_type')}": }
if defined('lg_binding') { lg_binding { 'a@b@c': } }
