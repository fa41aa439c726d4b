# tag() with a quote in the tag.
notify { 'x': }
tag('a"b')
