$h = { 'message' => 'from hash' }
notify { default: withpath => true; 'a': * => $h; 'b': }
