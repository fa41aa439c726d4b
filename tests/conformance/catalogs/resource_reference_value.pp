notify { 'a': }
$ref = Notify['a']
notify { 'b': message => "${ref}", require => $ref }
