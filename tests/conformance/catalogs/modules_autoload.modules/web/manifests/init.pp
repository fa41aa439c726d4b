class web(Web::Port $port = 80) {
  include base::users
  notify { "web on ${web::format($port)}": }
}
