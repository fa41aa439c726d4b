unless false { notify { 'unless': } }
