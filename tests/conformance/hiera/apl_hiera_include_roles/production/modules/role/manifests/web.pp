class role::web(Integer $port = 80) { notify { "web ${port}": } }
