node default { $name = 'x' }
