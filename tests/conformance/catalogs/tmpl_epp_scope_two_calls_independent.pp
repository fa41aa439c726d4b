notify { 'a': message => inline_epp('<%- | $x | -%><%= $x %>', {'x' => 1}) }
notify { 'b': message => inline_epp('<%- | $x | -%><%= $x %>', {'x' => 2}) }
