function web::format(Integer $port) >> String {
  "port-${port}"
}
