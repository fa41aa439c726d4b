# A node's resources are walked too (a Node resource sits under Class[main])
define lg::thing() { notify { "n ${title}": } contain cls }
class cls { notify { 'in cls': } }
class holder { lg::thing { 'held': noop => true } }
node default {
  include holder
  lg::thing { 'in node': schedule => 'never' }
  schedule { 'never': period => daily, range => '1-2' }
}
