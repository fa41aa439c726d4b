class a { include b }
class b { include c }
class c { notify { 'deep': } }
include a
