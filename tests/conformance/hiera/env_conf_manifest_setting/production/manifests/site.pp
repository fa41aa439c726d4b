notify { 'not the main manifest': }
