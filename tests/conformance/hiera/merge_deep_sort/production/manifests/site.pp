notify { 'v': message => String(lookup('k', Hash, {strategy => 'deep', sort_merged_arrays => true})) }
