# Resources and classes declared by inline_epp code belong to the calling class
# (its tags, contained in it); those of an epp() file template to the top scope.
class x { }
class a { $s = inline_epp('<% include x %><% notify { "from-epp": } %>') }
include a
class b { $s = epp('m/t.epp') }
include b
