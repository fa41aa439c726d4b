# A resource type name with a non-ASCII letter (not read by the quick reader either).
notify { 'a': }
café { 'x': }
