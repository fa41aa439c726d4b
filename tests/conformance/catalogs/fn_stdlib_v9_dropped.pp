# stdlib 9 dropped has_key: Puppet with stdlib 9 does not know it.
notify { 'x': message => has_key({ 'a' => 1 }, 'a') }
