lg_service { 'web': }
lg_service { 'www': name => 'web' }
