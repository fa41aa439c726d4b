# Array(value, true) wraps what is not an Array; an Array is returned as it is.
notify { "a": message => "${Array([1, 2], true)}" }
notify { "b": message => "${Array(3, true)}" }
notify { "c": message => "${Array({'a' => 1}, true)}" }
notify { "d": message => "${Array('ab', true)}" }
notify { "e": message => "${Array([1, 2], false)}" }
notify { "f": message => "${Array(undef, true)}" }
