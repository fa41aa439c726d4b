notify { 'v': message => String(lookup('n', Variant[String, Integer])) }
