# Two collectors match the same export: the first brings it (with its
# override), the second neither adds it again nor overrides it.
node /^a/ {
  @@file { '/etc/one': tag => ['x', 'y'] }
}
class first { File <<| tag == 'x' |>> { mode => '0600' } }
class second { File <<| tag == 'y' |>> { owner => 'bob' } }
node /^b/ {
  include first
  include second
}
