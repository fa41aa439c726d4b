# A define declaring itself: Puppet gives up after 1000 generator passes.
define r() { r { "${title}x": } }
r { "a": }
