notify { 'v': message => String(lookup('k', Hash, {strategy => 'deep', merge_hash_arrays => true})) }
