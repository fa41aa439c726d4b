# A number as a title (create_resources, ensure_resource): shown as a string,
# with `name` set, and no title tag. String#index through index().
define listen() { notify { "listen ${title} ${name}": } }
create_resources('listen', { 80 => {}, '443' => {} })
create_resources('notify', { 81 => {} })
notify { 'index': message => [String(type(['a'], 'generalized')).index('Array'), 'xab12'.index(/\d+/), 'abc'.index('z')] }
