$late = 'set in site.pp'
notify { 'site': message => lookup('k') }
