$t = 'dyn'
notify { $t: }
notify { "${t}2": message => $t }
