class profile::db { class { 'db': size => 20 } }
