create_resources('nosuchtype', { 'x' => {} })
