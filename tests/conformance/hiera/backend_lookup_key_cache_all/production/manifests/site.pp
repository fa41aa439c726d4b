notify { 'v': message => String(lookup('k1')) }
notify { 'k2': message => String(lookup('k2')) }
notify { 'k3': message => String(lookup('k3', undef, undef, 'no')) }
