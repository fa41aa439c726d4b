$site = 'hq'
class base($msg) { notify { "base ${msg} ${::site}": } }
