# Puppet validates relationship metaparameters once the catalog is complete
notify { 'x': }
notify { 'y':
  before => [Notify['x'],
    Package['nope']],
}
