$created = ['message1', 'message2'].map | $m | { notify { $m: } }
notify { 'out': message => "${created}" }
