# Float arithmetic that overflows is an error: Infinity has no catalog form.
notify { 'ok': message => 1.0e300 * 10 }
notify { 'over':
  message => 1.0e308 * 10,
}
