class p(Integer $port = 80, String $host = 'h', $opt = undef) { notify { "${host}:${port}": } }
class { 'p': port => 8080 }
