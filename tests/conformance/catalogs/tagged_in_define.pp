define d() { notify { "${title} ${tagged('d')} ${tagged('nope')}": } }
d { 'x': }
