class a::b::c { notify { 'deep': } }
class x { include a::b::c }
include x
