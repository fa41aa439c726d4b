create_resources('file', { '/tmp/x' => { 'nosuch' => 1 } })
