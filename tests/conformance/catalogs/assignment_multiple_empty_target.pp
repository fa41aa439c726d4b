# Assigning to an empty array: Puppet checks the count even when nothing is assigned.
notify { 'x': }
[] = 'nv'
