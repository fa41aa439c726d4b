notify { 'a': message => 'A'; 'b': message => 'B'; }
