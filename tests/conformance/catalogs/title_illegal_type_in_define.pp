define d() {
  notify { 5: }
}
d { 'x': }
