Class { stage => 'main' }
