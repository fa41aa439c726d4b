$top = 't'
node default { $n = 'n' notify { "${top}-${n}": } }
