define d() { notify { "n-${title}": } }
class web::server { d { 'site': } }
include web::server
