notify { 'm': tag => 'a' }
Notify['m'] {
  tag +> 'b',
}
