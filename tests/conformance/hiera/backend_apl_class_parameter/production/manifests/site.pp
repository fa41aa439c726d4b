class web(String $port, String $user = 'www') { notify { "${port} ${user}": } }
include web
