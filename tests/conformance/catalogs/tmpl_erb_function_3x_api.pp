notify { 'a': message => inline_template("<%= scope.function_versioncmp(['1', '2']) %> <%= scope.function_fqdn_rand([10, 's']) %> <%= scope.function_sprintf(['%05d', 3]) %>") }
