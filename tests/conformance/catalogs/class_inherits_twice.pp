class base { notify { 'base': } }
class a inherits base { }
class b inherits base { }
include a, b
