$top = 'T'
define tm::site($port) { file { "/etc/${title}": content => epp('tm/site.epp', {'port' => $port, 'site' => $title}) } }
tm::site { 'a': port => 1 }
tm::site { 'b': port => 2 }
