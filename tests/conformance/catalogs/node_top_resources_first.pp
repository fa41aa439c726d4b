node default { notify { 'node': } }
notify { 'top': }
