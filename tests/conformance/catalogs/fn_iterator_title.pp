# An Iterator as a resource title: Puppet wants Strings.
notify { ['a', 'b'].reverse_each: }
