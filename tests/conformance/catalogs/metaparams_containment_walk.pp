# Puppet passes metaparameters and tags down its containment graph, walked
# from Class[main] at the end of the compile: a resource sits under what
# declared it, a class only under what contains it (classes hang from their
# stage, which the walk never enters)
define lg::thing() {
  notify { "n ${title}": }
  contain cls
}
class cls { notify { 'in cls': } contain inner }
class inner { notify { 'in inner': } }
class holder { lg::thing { 'inner thing': noop => true, loglevel => 'debug' } }
class wrapper { contain solo }
class solo { notify { 'in solo': } }
include holder
include solo
include wrapper
lg::thing { 'top': noop => true, schedule => 'daily', tag => ['extra'], audit => 'mode' }
schedule { 'daily': period => daily }
define lg::plain() { notify { "plain ${title}": } }
lg::plain { 'p': loglevel => 'info' }
