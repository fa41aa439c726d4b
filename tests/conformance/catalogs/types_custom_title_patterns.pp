# a title the patterns split, and one that names its key attributes itself
lg_port { '22/tcp': label => 'ssh' }
lg_port { '53/udp': }
