# each resource of a multi-body expression carries the expression's line
notify { 'a':
  message => 'x';
'b':
  message => 'y';
}
notify {
  default: message => 'd';
  ['c', 'e']:
    ;
}
file {
  '/tmp/lg/f':
    ensure => file,
}
define lg::m($v = 1) { }
lg::m {
  'one': v => 1;
  'two': v => 2;
}
