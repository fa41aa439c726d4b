# file(), find_file(), binary_file() and module_directory() read from modules.
include mymod
notify { 'first of several': message => file('mymod/nosuch.txt', 'other/greeting.txt') }
notify { 'nested': message => file('mymod/sub/deep.txt') }
notify { 'found': message => String(find_file('mymod/greeting.txt') =~ String) }
notify { 'found suffix': message => find_file('nomod/x', 'mymod/sub/deep.txt').regsubst(/.*\.modules\//, '') }
notify { 'not found': message => String(find_file('mymod/nosuch')) }
notify { 'binary': message => String(binary_file('mymod/greeting.txt')) }
notify { 'moddir': message => module_directory('nomod', 'mymod').regsubst(/.*\//, '') }
notify { 'no moddir': message => String(module_directory('nomod')) }
