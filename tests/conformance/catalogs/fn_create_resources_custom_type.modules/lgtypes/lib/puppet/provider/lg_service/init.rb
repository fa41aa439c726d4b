Puppet::Type.type(:lg_service).provide(:init) {}
