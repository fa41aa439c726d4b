@@notify { 'e': message => 'm' }
Notify <<| |>>
