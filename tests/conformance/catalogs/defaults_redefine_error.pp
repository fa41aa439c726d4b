File { owner => 'a' }
File { owner => 'b' }
