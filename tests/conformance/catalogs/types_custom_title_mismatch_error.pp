lg_port { '22/tcp': label => 'ssh' }
lg_port { 'http':
  label => 'web',
}
