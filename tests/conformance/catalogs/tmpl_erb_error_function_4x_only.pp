notify { 'a': message => inline_template("<%= scope.function_upcase(['a']) %>") }
