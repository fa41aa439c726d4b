# A resource default's value is converted when the default is evaluated: the
# error is on the default's line, not the resource's.
Notify {
  message => Integer('0x10000000000000000'),
}
notify { 'uses the default': }
