# An empty tag.
notify { 'x': tag => '' }
