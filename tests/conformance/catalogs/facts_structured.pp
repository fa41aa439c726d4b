notify { "${facts['os']['family']} ${os['name']}": }
