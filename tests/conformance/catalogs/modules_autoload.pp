include web
web::vhost::site { 'blog': port => 8080 }
