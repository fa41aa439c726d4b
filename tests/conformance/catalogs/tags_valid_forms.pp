# Tags Puppet accepts: qualified, dots, dashes, upper case (lowered), non-ASCII letters.
notify { 'x': tag => ['Ab::c.d-e', 'é', '_u', '9'] }
tag('Fn::Tag')
