class p($h = $facts['hostname']) { notify { "h=${h}": } }
include p
