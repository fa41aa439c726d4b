file { default: mode => '0600', owner => 'root'; '/x': ; '/y': mode => '0644' }
