notify { 'v': message => String(lookup('absent', {default_values_hash => {'absent' => 'dvh'}})) }
