# defined() of a class or defined type name that nothing loaded yet: Puppet
# looks on the modulepath.
if defined('extra') { notify { 'class extra is defined': } }
if defined('extra::thing') { notify { 'type extra::thing is defined': } }
if defined('extra::missing') { notify { 'never': } }
