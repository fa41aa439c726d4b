# only a subclass may change a parameter that is already set
notify { 'm':
  message => 'a',
}
Notify['m'] {
  message => 'b',
}
