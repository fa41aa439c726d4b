# defined() is false for every function (Puppet 7 looks for classes and resource types):
# builtins, stdlib's Ruby and Puppet-language ones, a module's own Ruby one, unknown names.
notify { 'defined':
  message => [defined('pick'), defined('stdlib::ensure'), defined('stdlib::to_json'),
              defined('nope_fn'), defined('is_string'), defined('acme::frob'), defined('notice')],
}
