Puppet::Type.type(:lg_binding).provide(:cli) {}
