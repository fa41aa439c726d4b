notify { 'a': message => inline_template("<%= scope.function_split(['a,b', ',']) %>") }
