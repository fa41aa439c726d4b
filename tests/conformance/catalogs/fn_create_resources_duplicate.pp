notify { 'x': }
create_resources('notify', { 'x' => { 'message' => 'again' } })
