node default { notify { 'in node': } class { 'c': } }
class c { notify { 'in c': } }
