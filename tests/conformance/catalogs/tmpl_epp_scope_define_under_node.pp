$top = 'T'
define dd() {
  notify { "d-${title}": message => epp('tm/x.epp') }
  notify { "i-${title}": message => "[${nv}][${top}]" }
}
class cc { $cv = 'C' dd { 'fromclass': } }
dd { 'fromtop': }
node default {
  $nv = 'N'
  dd { 'fromnode': }
  include cc
}
