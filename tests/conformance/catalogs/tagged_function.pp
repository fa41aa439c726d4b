class t { notify { "tagged ${tagged('t')} ${tagged('nope')}": } }
include t
