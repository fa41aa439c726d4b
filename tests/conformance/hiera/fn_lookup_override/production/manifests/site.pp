notify { 'v': message => String(lookup('k', {override => {'k' => 'overridden'}})) }
