notify { 'x': colour => 'red' }
