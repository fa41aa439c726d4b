# A resource declared after the access is not found yet
notify { 'early': message => File['/later']['mode'] }
file { '/later': mode => '0644' }
