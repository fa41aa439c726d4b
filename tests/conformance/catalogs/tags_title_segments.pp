# A title that is a valid tag with '::' tags the resource with its segments too.
class app {
  notify { 'app::begin': }
  notify { 'Web::Front::Door': }
  file { '/x::y': }
}
include app
