define d() { notify { "in ${title}": } }
notify { 'other': }
d { 'x': require => Notify['other'], before => Notify['other2'] }
notify { 'other2': }
